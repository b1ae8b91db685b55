/**
 * docs/product/meetings.md#meeting-fields: the marker [br] in a meeting title becomes a line break;
 * where a title is one line (page titles, calendar files, certificates) it becomes a space. The
 * marker is read in any case (`[BR]`), and a one-line title has its runs of spaces made one.
 */
const LINE_BREAK = /\[br\]/i;

export const titleLines = (title: string) => title.split(LINE_BREAK).map((line) => line.trim());
export const plainTitle = (title: string) => titleLines(title).join(' ').replace(/\s+/g, ' ').trim();
