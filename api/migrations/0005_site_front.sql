-- What the front end needs to know about the site before anyone signs in: which member id the
-- menu hides the money items from (docs/architecture.md; null: none) and the configured layout of the
-- back-office pages. Demo mode is not stored: it comes from the API's environment.
insert into setting (key, value) values
  ('front', '{"menuExcludedUserId": null, "layout": "vertical"}');
