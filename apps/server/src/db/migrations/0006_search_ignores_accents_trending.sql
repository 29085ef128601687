-- Title search ignores accents and case: "gruyere" finds "Gruyère". PGlite ships `unaccent`, but its
-- function is only STABLE (it reads a dictionary), so it cannot be indexed; this one is plain SQL over
-- translate() and replace(), IMMUTABLE, the same on PGlite and PostgreSQL, with no extension to
-- install. Latin letters with diacritics lose them (Latin-1 and Latin Extended-A); ß, æ and œ become
-- two letters. The trigram index below is on this expression, so a search stays an index scan.
CREATE FUNCTION mise_search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(replace(replace(replace(replace(replace(translate(value,
    'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳĐđØøŁłĦħıŦŧ',
    'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyyddoollhhitt'),
    'ß', 'ss'), 'Æ', 'ae'), 'æ', 'ae'), 'Œ', 'oe'), 'œ', 'oe')) $$;--> statement-breakpoint
DROP INDEX "recipes_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "recipes_title_folded_trgm_idx" ON "recipes" USING gin (mise_search_fold("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recipes_public_updated_idx" ON "recipes" USING btree ("updated_at","id") WHERE "recipes"."is_public";