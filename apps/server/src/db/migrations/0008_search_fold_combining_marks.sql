-- mise_search_fold (0006) missed text typed in decomposed form (NFD: "e" followed by U+0301
-- COMBINING ACUTE ACCENT, as some keyboards and macOS file names send it): "Gruye\u0301re" folded to
-- "gruye\u0301re", so "gruyere" did not find it and an NFD search term did not match an NFC title.
-- Now the combining diacritical marks (U+0300-U+036F) are dropped first, then the precomposed letters
-- are translated as before. regexp_replace is IMMUTABLE, so the function still is.
CREATE OR REPLACE FUNCTION mise_search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(replace(replace(replace(replace(replace(translate(regexp_replace(value, '[\u0300-\u036f]', '', 'g'),
    'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳĐđØøŁłĦħıŦŧ',
    'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyyddoollhhitt'),
    'ß', 'ss'), 'Æ', 'ae'), 'æ', 'ae'), 'Œ', 'oe'), 'œ', 'oe')) $$;--> statement-breakpoint
-- The trigram index holds the function's old results: an index on an expression is not updated when
-- the function changes, so it is rebuilt from the new one.
REINDEX INDEX "recipes_title_folded_trgm_idx";
