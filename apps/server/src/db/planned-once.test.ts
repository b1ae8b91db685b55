import { describe, expect, it } from 'vitest';
import SQLite from 'better-sqlite3';
import { plannedOnce } from './database.ts';

/**
 * Decision 0120: SQLite statements compared with a bound value are written `+?`, so that SQLite 3.54
 * plans them once instead of on every run (better-sqlite3 clears the values after each run). The text
 * changes where the planner looked at the value, and nowhere else; the answers stay the same.
 */
describe('plannedOnce', () => {
  it('writes equalities, `is` and `limit` against a bound value as `+?`, and leaves the rest', () => {
    expect(
      plannedOnce('select "a" from "t" inner join "u" on "u"."id" = "t"."u" where "t"."x" = ? limit ?'),
    ).toBe('select "a" from "t" inner join "u" on "u"."id" = "t"."u" where "t"."x" = +? limit +?');
    expect(plannedOnce('select 1 from t where a is ? and b is not ? order by c LIMIT ? offset ?')).toBe(
      'select 1 from t where a is +? and b is not ? order by c LIMIT +? offset ?',
    );
    // Ranges, inequalities, lists and patterns are not rewritten: `like ?` rightly plans by its pattern.
    const untouched =
      'select 1 from t where a != ? and b <> ? and c >= ? and d <= ? and e in (?, ?) and f like ?';
    expect(plannedOnce(untouched)).toBe(untouched);
    // Writes keep their form: an assignment of `+?` stores the same value.
    expect(plannedOnce('update "t" set "a" = ?, "b" = "b" + ? where "id" = ?')).toBe(
      'update "t" set "a" = +?, "b" = "b" + ? where "id" = +?',
    );
  });

  it('gives the same rows as the bare values on SQLite, whatever their type', () => {
    const db = new SQLite(':memory:');
    db.exec(`
      create table people (id varchar(36) primary key, name text, age integer, score real, flag integer, note text);
      create table posts (id integer primary key, person_id varchar(36), seq integer, body text);
      create index posts_person_idx on posts (person_id, seq);
    `);
    const people = [
      ['p1', 'Ana', 30, 7.5, 1, null],
      ['p2', 'Luis', 41, 9, 0, 'x'],
      ['p3', 'Rosa', 30, 7.5, null, ''],
    ];
    for (const row of people) db.prepare('insert into people values (?, ?, ?, ?, ?, ?)').run(row);
    let id = 0;
    for (const [person] of people)
      for (let seq = 1; seq <= 4; seq++)
        db.prepare('insert into posts values (?, ?, ?, ?)').run(++id, person, seq, `${person}-${seq}`);
    const queries: Array<[string, unknown[][]]> = [
      [
        'select p.id, p.name, s.seq from people p join posts s on s.person_id = p.id where p.age = ? order by s.seq, p.id limit ?',
        [
          [30, 3],
          ['30', 10],
          [30.0, 1],
          [41, 0],
          [null, 5],
          ['Ana', 5],
        ],
      ],
      [
        'select p.id, s.body from posts s left join people p on p.id = s.person_id where p.flag = ? order by s.id',
        [[1], [0], ['1'], [null], [1.0]],
      ],
      [
        'select p.id from people p join posts s on s.person_id = p.id where p.note is ? and s.seq = ? order by p.id',
        [
          [null, 1],
          ['x', 2],
          ['', 3],
          [0, 1],
        ],
      ],
      [
        'select p.id from people p join posts s on s.person_id = p.id where p.score = ? and s.seq = ? order by p.id',
        [
          [7.5, 1],
          ['7.5', 1],
          [9, 4],
          ['9', 4],
          [9.0, 4],
        ],
      ],
    ];
    for (const [text, valuesList] of queries) {
      const bare = db.prepare(text);
      const planned = db.prepare(plannedOnce(text));
      expect(planned.source).not.toBe(bare.source);
      for (const values of valuesList) expect(planned.all(values)).toEqual(bare.all(values));
    }
    db.close();
  });
});
