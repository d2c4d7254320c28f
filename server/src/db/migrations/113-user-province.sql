-- Achievement statistics by province (issue 18, spec §1 province map): the province a user studies
-- in, by its Chinese short name (北京, 广东 …); empty when unknown.
ALTER TABLE users ADD COLUMN province text NOT NULL DEFAULT '';
