import { nextVisit, recordVisit } from '@/app/direction';

describe('page transition direction from the visit order', () => {
  it('a new page goes forward, a page already visited goes back and trims the order', () => {
    let s = nextVisit([], '/Main/home');
    expect(s.direction).toBe('none');
    s = nextVisit(s.order, '/Center');
    expect(s).toEqual({ order: ['/Main/home', '/Center'], direction: 'forward' });
    s = nextVisit(s.order, '/Member/Transfer');
    s = nextVisit(s.order, '/Main/home');
    expect(s).toEqual({ order: ['/Main/home'], direction: 'back' });
  });

  it('is kept in sessionStorage', () => {
    sessionStorage.clear();
    expect(recordVisit('/a')).toBe('none');
    expect(recordVisit('/b')).toBe('forward');
    expect(recordVisit('/a')).toBe('back');
    sessionStorage.clear();
    expect(recordVisit('/b')).toBe('none');
  });
});
