-- เลขชุด, a member's saved sets of numbers (docs/domain.md#saved-number-sets): a name and items of
-- bet type, number and stake (satang), loaded into bet entry's slip by the member. A set belongs to
-- one member; its name is unique among theirs. The limits are the `number_sets` setting: the
-- longest name, the most items in a set and the most sets a member keeps.
create table number_set (
  id bigint generated always as identity primary key,
  account_id bigint not null references account (id),
  name text not null check (length(name) between 1 and 100),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (account_id, name)
);

-- Items in the order the member put them on the slip (`position` from 0).
create table number_set_item (
  set_id bigint not null references number_set (id) on delete cascade,
  position integer not null check (position >= 0),
  bet_type text not null check (bet_type in ('3top', '3tod', '3front', '3back', '2top', '2bottom', 'runtop', 'runbottom')),
  number text not null check (number ~ '^[0-9]{1,3}$'),
  amount bigint not null check (amount > 0),
  primary key (set_id, position)
);

insert into setting (key, value) values
  ('number_sets', '{"nameMaxLength": 30, "maxItems": 200, "maxSets": 50}');
