import { describe, expect, it } from 'vitest';
import { recordVisit, visitOf } from '../src/app/visits.ts';

describe('visits of the screens', () => {
  it('a move to another path is a new visit; a move within the same path is the same visit', () => {
    recordVisit({ key: 'a', pathname: '/productRegister' });
    const first = visitOf('a');
    recordVisit({ key: 'b', pathname: '/productRegister' }); // its own menu entry clicked again
    expect(visitOf('b')).toBe(first);
    recordVisit({ key: 'c', pathname: '/productManage' });
    recordVisit({ key: 'd', pathname: '/productRegister' }); // back before the list had shown
    expect(visitOf('c')).not.toBe(first);
    expect(visitOf('d')).not.toBe(first);
    expect(visitOf('d')).not.toBe(visitOf('c'));
  });

  it('a location gone back to belongs to the visit it is gone back in', () => {
    recordVisit({ key: 'e', pathname: '/orderTotal' });
    const before = visitOf('e');
    recordVisit({ key: 'f', pathname: '/home' });
    recordVisit({ key: 'e', pathname: '/orderTotal' });
    expect(visitOf('e')).toBeGreaterThan(before);
  });

  it('keeps a bounded number of locations; an unknown one is of visit 0', () => {
    for (let i = 0; i < 1500; i++) recordVisit({ key: `k${i}`, pathname: `/p${i}` });
    expect(visitOf('k0')).toBe(0);
    expect(visitOf('k1499')).toBeGreaterThan(0);
  });
});
