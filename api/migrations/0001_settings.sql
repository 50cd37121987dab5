-- Operator-editable configuration, one JSON value per key. Later modules read their limits and
-- windows from here, with the design's defaults inserted by their own migrations.
create table setting (
  key text primary key check (key ~ '^[a-z][a-z0-9_.]*$'),
  value jsonb not null,
  updated_at timestamptz not null default now()
);

insert into setting (key, value) values
  ('site', '{"name": "Tanghuay", "currency": "THB", "timezone": "Asia/Bangkok"}');
