import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

/** A panel that counts how many times it was mounted (a panel reads its answers when mounted). */
function Panel({ name, mounts }: { name: string; mounts: Record<string, number> }) {
  useEffect(() => {
    mounts[name] = (mounts[name] ?? 0) + 1;
  }, [mounts, name]);
  return <input aria-label={`Campo de ${name}`} />;
}

function Harness({ mounts }: { mounts: Record<string, number> }) {
  const [tab, setTab] = useState('chat');
  return (
    <Tabs
      label="Sala en vivo"
      selected={tab}
      onSelect={setTab}
      items={['chat', 'preguntas', 'encuestas'].map((id) => ({
        id,
        label: id,
        panel: <Panel name={id} mounts={mounts} />,
      }))}
    />
  );
}

describe('Tabs', () => {
  it('draws a panel when its tab is first selected, and keeps it, with what was typed, afterwards', async () => {
    const user = userEvent.setup();
    const mounts: Record<string, number> = {};
    render(<Harness mounts={mounts} />);
    // Every tab has its panel for assistive technology; only the selected one has content.
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(3);
    expect(mounts).toEqual({ chat: 1 });
    expect(screen.queryByLabelText('Campo de preguntas')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'preguntas' }));
    expect(mounts).toEqual({ chat: 1, preguntas: 1 });
    await user.type(screen.getByLabelText('Campo de preguntas'), 'Mi pregunta');

    await user.click(screen.getByRole('tab', { name: 'chat' }));
    expect(screen.getByLabelText('Campo de preguntas')).not.toBeVisible();
    // The keyboard opens a panel as a click does.
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'encuestas' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'preguntas' }));
    expect(screen.getByLabelText('Campo de preguntas')).toHaveValue('Mi pregunta');
    expect(mounts).toEqual({ chat: 1, preguntas: 1, encuestas: 1 });
  });
});
