-- Experiment reports (issue 18): templates set by teachers for classes, students' reports, marking.
CREATE TABLE report_templates (
  template_id serial PRIMARY KEY,
  title text NOT NULL,
  requirement text NOT NULL DEFAULT '',
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE report_template_classes (
  template_id integer NOT NULL REFERENCES report_templates (template_id) ON DELETE CASCADE,
  class_id integer NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
  PRIMARY KEY (template_id, class_id)
);

-- status (spec §3): 1 not submitted (draft), 2 unmarked, 3 being marked, 4 marked.
CREATE TABLE reports (
  report_id serial PRIMARY KEY,
  template_id integer NOT NULL REFERENCES report_templates (template_id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content text NOT NULL DEFAULT '',
  status integer NOT NULL DEFAULT 1 CHECK (status BETWEEN 0 AND 4),
  score integer CHECK (score BETWEEN 0 AND 100),
  comment text NOT NULL DEFAULT '',
  submitted_at timestamptz,
  marked_at timestamptz,
  marked_by integer REFERENCES users (id) ON DELETE SET NULL,
  UNIQUE (template_id, user_id)
);
