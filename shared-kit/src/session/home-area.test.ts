/** @jest-environment jsdom */
import { AREA_HOME, homePathFor, readAreaChoice, rememberAreaChoice } from './home-area';

describe('homePathFor (issue 33: land a teacher where their work is)', () => {
  it('lands a teacher with the training power in the training area', () => {
    expect(homePathFor('teacher', true, null)).toBe(AREA_HOME.training);
  });
  it('lands students and admins on the competition side', () => {
    expect(homePathFor('student', true, null)).toBe('/mainmatch');
    expect(homePathFor('admin', true, null)).toBe('/mainmatch');
  });
  it('keeps the area the user chose', () => {
    expect(homePathFor('teacher', true, 'competition')).toBe('/mainmatch');
    expect(homePathFor('student', true, 'training')).toBe('/main');
  });
  it('never sends a user without the training power to the training area', () => {
    expect(homePathFor('teacher', false, 'training')).toBe('/mainmatch');
  });
  it('remembers the choice in localStorage', () => {
    localStorage.clear();
    expect(readAreaChoice()).toBeNull();
    rememberAreaChoice('training');
    expect(readAreaChoice()).toBe('training');
  });
});
