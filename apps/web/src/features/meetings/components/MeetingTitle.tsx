import { Fragment } from 'react';
import { titleLines } from '@foro/shared/meetings/title';

/** A meeting title with the spec's [br] marker shown as a line break. */
export function MeetingTitle({ title }: { title: string }) {
  const lines = titleLines(title);
  return (
    <>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </>
  );
}
