-- Training question bank, exams and practice (issue 18).
CREATE TABLE questions (
  question_id serial PRIMARY KEY,
  question_type integer NOT NULL CHECK (question_type BETWEEN 0 AND 3),
  subject_id integer REFERENCES subjects (subject_id) ON DELETE SET NULL,
  difficulty integer NOT NULL DEFAULT 1 CHECK (difficulty BETWEEN 1 AND 3),
  content text NOT NULL,
  options jsonb NOT NULL,
  answer text NOT NULL,
  explanation text NOT NULL DEFAULT '',
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE exams (
  exam_id serial PRIMARY KEY,
  title text NOT NULL,
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 1 AND 600),
  published boolean NOT NULL DEFAULT false,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE exam_questions (
  exam_id integer NOT NULL REFERENCES exams (exam_id) ON DELETE CASCADE,
  question_id integer NOT NULL REFERENCES questions (question_id) ON DELETE CASCADE,
  position integer NOT NULL,
  score integer NOT NULL CHECK (score BETWEEN 1 AND 100),
  PRIMARY KEY (exam_id, question_id)
);

CREATE TABLE exam_classes (
  exam_id integer NOT NULL REFERENCES exams (exam_id) ON DELETE CASCADE,
  class_id integer NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
  PRIMARY KEY (exam_id, class_id)
);

CREATE TABLE exam_papers (
  paper_id serial PRIMARY KEY,
  exam_id integer NOT NULL REFERENCES exams (exam_id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL,
  deadline timestamptz NOT NULL,
  answers jsonb NOT NULL DEFAULT '{}',
  submitted_at timestamptz,
  score integer,
  UNIQUE (exam_id, user_id)
);

CREATE TABLE exercises (
  exercise_id serial PRIMARY KEY,
  title text NOT NULL,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE exercise_questions (
  exercise_id integer NOT NULL REFERENCES exercises (exercise_id) ON DELETE CASCADE,
  question_id integer NOT NULL REFERENCES questions (question_id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (exercise_id, question_id)
);

CREATE TABLE exercise_classes (
  exercise_id integer NOT NULL REFERENCES exercises (exercise_id) ON DELETE CASCADE,
  class_id integer NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
  PRIMARY KEY (exercise_id, class_id)
);
