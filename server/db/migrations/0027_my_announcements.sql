-- hand-written:
-- The member's own announcements screen (a tile and a to-do of the member's home lead there, no longer to the
-- clerk's list): a group seeded before it gets its menu row under 'my', held by every role that holds the
-- rest of the member's own screens. The English and Spanish labels come from the catalogue at the next start.
INSERT INTO "menus" ("parent_id", "path", "label", "hidden", "sort")
SELECT g."id", 'announcements', '我的通知', false, 6
FROM "menus" g
WHERE g."parent_id" IS NULL AND g."path" = 'my'
  AND NOT EXISTS (SELECT 1 FROM "menus" x WHERE x."parent_id" = g."id" AND x."path" = 'announcements');
--> statement-breakpoint
INSERT INTO "role_menus" ("role_id", "menu_id")
SELECT DISTINCT rm."role_id", m."id"
FROM "role_menus" rm
JOIN "menus" held ON held."id" = rm."menu_id" AND held."path" = 'study'
JOIN "menus" g ON g."id" = held."parent_id" AND g."parent_id" IS NULL AND g."path" = 'my'
JOIN "menus" m ON m."parent_id" = g."id" AND m."path" = 'announcements'
ON CONFLICT DO NOTHING;
