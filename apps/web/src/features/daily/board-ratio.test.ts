import { describe, expect, it } from 'vitest'
import type { DailyBoard } from '@nido/domain/contracts/daily-board'
import { presentNow } from './board-ratio'

type Child = DailyBoard['sections'][number]['children'][number]
type Staff = DailyBoard['staff'][number]

const child = (status: Child['status'], i: number): Child => ({
  id: `c${i}`,
  firstname: 'C',
  lastname: String(i),
  gender: null,
  avatarMediaId: null,
  status,
  checkIn: null,
  morningWord: null,
})
const staff = (present: boolean, i: number): Staff => ({
  id: `s${i}`,
  user: { id: `u${i}`, firstname: 'S', lastname: String(i), avatarMediaId: null },
  date: '2026-11-23',
  arrivedAt: '2026-11-23T08:00:00.000Z',
  departedAt: present ? null : '2026-11-23T09:00:00.000Z',
})
const board = (children: Child['status'][], staffPresent: boolean[]) => ({
  sections: [
    { id: 'a', name: 'A', children: children.slice(0, 2).map(child) },
    { id: 'b', name: 'B', children: children.slice(2).map((s, i) => child(s, i + 2)) },
  ],
  staff: staffPresent.map(staff),
})

describe('supervision ratio right now (spec 001 §9: ≥ 4 children and < 2 staff)', () => {
  it.each([
    [['present', 'present', 'present', 'present'], [true], true],
    [['present', 'present', 'present', 'present'], [true, true], false],
    [['present', 'present', 'present', 'present'], [true, false], true],
    [['present', 'present', 'present', 'left'], [true], false],
    [['present', 'present', 'present', 'expected'], [], false],
    [['present', 'present', 'present', 'present', 'present'], [], true],
  ] as const)('children %j, staff present %j → below %s', (children, staffPresent, below) => {
    expect(presentNow(board([...children], [...staffPresent])).below).toBe(below)
  })

  it('counts the present children of every section and the staff not gone', () => {
    expect(presentNow(board(['present', 'left', 'present', 'present'], [true, false, true]))).toEqual({
      children: 3,
      staff: 2,
      below: false,
    })
  })
})
