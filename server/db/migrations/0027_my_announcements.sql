-- hand-written:
-- The member's own votes and announcements screens (the tiles and to-dos of the member's home lead there, no
-- longer to the clerk's lists): a group seeded before them gets their menu rows under 'my', held by every role
-- that holds the rest of the member's own screens. The English and Spanish labels come from the catalogue at the next start.
INSERT INTO "menus" ("parent_id", "path", "label", "hidden", "sort")
SELECT g."id", c."path", c."label", false, c."sort"
FROM "menus" g
CROSS JOIN (VALUES ('votes', '我的投票', 7), ('announcements', '我的通知', 8)) AS c("path", "label", "sort")
WHERE g."parent_id" IS NULL AND g."path" = 'my'
  AND NOT EXISTS (SELECT 1 FROM "menus" x WHERE x."parent_id" = g."id" AND x."path" = c."path");
--> statement-breakpoint
INSERT INTO "role_menus" ("role_id", "menu_id")
SELECT DISTINCT rm."role_id", m."id"
FROM "role_menus" rm
JOIN "menus" held ON held."id" = rm."menu_id" AND held."path" = 'study'
JOIN "menus" g ON g."id" = held."parent_id" AND g."parent_id" IS NULL AND g."path" = 'my'
JOIN "menus" m ON m."parent_id" = g."id" AND m."path" IN ('votes', 'announcements')
ON CONFLICT DO NOTHING;
