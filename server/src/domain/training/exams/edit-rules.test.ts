import { EDIT_TEXT, examEditRefusal, questionEditRefusal } from './edit-rules';

describe('edit rules', () => {
  it('lets an exam change only while nobody has opened a paper', () => {
    expect(examEditRefusal(0)).toBeNull();
    expect(examEditRefusal(1)).toBe(EDIT_TEXT.EXAM_TAKEN);
  });
  it('freezes a question once a paper of an exam holding it exists', () => {
    expect(questionEditRefusal(0)).toBeNull();
    expect(questionEditRefusal(3)).toBe(EDIT_TEXT.QUESTION_IN_USE);
  });
});
