-- Practice progress (issue 18, TrainList entries for assigned exercises): each student's latest
-- answer to each question of an exercise, as CheckAnswer graded it.
CREATE TABLE exercise_answers (
  exercise_id integer NOT NULL REFERENCES exercises (exercise_id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  question_id integer NOT NULL REFERENCES questions (question_id) ON DELETE CASCADE,
  answer text NOT NULL,
  correct boolean NOT NULL,
  answered_at timestamptz NOT NULL,
  PRIMARY KEY (exercise_id, user_id, question_id)
);
