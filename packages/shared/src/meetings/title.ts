/**
 * docs/product/meetings.md#meeting-fields: the marker [br] in a meeting title becomes a line break;
 * where a title is one line (page titles, calendar files, certificates) it becomes a space.
 */
export const titleLines = (title: string) => title.split('[br]').map((line) => line.trim());
export const plainTitle = (title: string) => titleLines(title).join(' ');
