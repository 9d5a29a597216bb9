# Die Fehler der Regeln, wie das Spiel sie zeigt: falsche Stellungen, unerlaubte oder falsch geschriebene Züge.
# $colour ist "white" oder "black".
rules-outcome-win = { $colour ->
        [white] Weiß
       *[black] Schwarz
    } gewinnt
rules-outcome-repetition = Remis (dreifache Wiederholung)
rules-outcome-ply-limit = Remis (Halbzuggrenze)
rules-outcome-resignation = { $colour ->
        [white] Weiß
       *[black] Schwarz
    } gewinnt ({ $loser ->
        [white] Weiß
       *[black] Schwarz
    } hat aufgegeben)
rules-outcome-agreement = Remis (Einigung)
rules-position-empty = leere Stellung: erwartet werden die Seite am Zug (w oder b) und dann Felder wie a1:w
rules-position-unknown-side = unbekannte Seite am Zug `{ $token }` (erwartet: w oder b)
rules-position-other-variant = das ist eine Stellung von { $variant } (8x8), keine von Lasca 7x7: wähle die Variante { $variant }
rules-position-missing-colon = `{ $token }` ist keine Säule (erwartet: Feld:Steine, etwa c3:wb)
rules-position-bad-square = in `{ $token }`: { $error }
rules-position-duplicate-square = Feld { $square } ist doppelt genannt
rules-position-empty-column = `{ $token }` hat keine Steine (ein leeres Feld wird weggelassen)
rules-position-bad-man = in `{ $token }`: `{ $letter }` ist kein Stein (w, W, b oder B)
rules-position-alternating = Säule { $square }:{ $men } wechselt die Farbe mehr als einmal
rules-position-too-many-men = { $count } { $colour ->
        [white] weiße
       *[black] schwarze
    } Steine: eine Seite hat höchstens { $most }
rules-illegal-not-your-column = unerlaubter Zug { $move }: auf { $square } steht keine Säule der Seite am Zug ({ $colour ->
        [white] Weiß
       *[black] Schwarz
    })
rules-illegal-capture-compulsory = unerlaubter Zug { $move }: es herrscht Schlagzwang (Schlagzüge: { $captures })
rules-illegal-must-continue = unerlaubter Zug { $move }: der Schlag muss weitergehen (weiter mit { $continuations })
rules-illegal-not-legal = unerlaubter Zug { $move }: hier kein erlaubter Zug (erlaubt: { $legal })
rules-game-over = die Partie ist zu Ende ({ $outcome })
rules-record = Zug { $ply } ({ $move }): { $error }
rules-square-malformed = `{ $text }` ist kein Feld des Bretts { $size }x{ $size } (eine Linie a-{ $last } und eine Reihe 1-{ $size }, etwa c3)
rules-square-unplayable = `{ $text }` ist kein bespielbares Feld (nur Felder wie a1, b2, c3 werden benutzt)
rules-parse-empty = leerer Zug
rules-parse-bad-square = falsches Feld im Zug: { $error }
rules-parse-no-destination = Zug `{ $move }` hat kein Ziel (schreibe c3-d4 oder a3xc5)
rules-parse-mixed-separators = Zug `{ $move }` mischt Trennzeichen (ein Schritt ist c3-d4, ein Schlag a3xc5xe3)
rules-parse-long-step = Zug `{ $move }` nennt für einen Schritt mehr als zwei Felder (Schläge schreibt man mit x)
rules-parse-not-diagonal-jump = `{ $from }` nach `{ $to }` ist kein diagonaler Sprung (zwei Felder)
rules-parse-not-diagonal-step = `{ $from }` nach `{ $to }` ist kein diagonaler Schritt (ein Feld)
rules-parse-too-long = ein Zugweg aus { $count } Feldern ist länger als jeder erlaubte Zug
rules-parse-bad-lasker-square = `{ $text }` ist keine Feldnummer 1-25
rules-parse-bad-lasker-path = `{ $text }` ist kein Schritt- oder Schlagweg in Laskers Nummerierung
rules-parse-not-diagonal-jump-long = `{ $from }` nach `{ $to }` ist kein diagonaler Sprung (zwei oder mehr Felder)
rules-parse-not-diagonal-step-long = `{ $from }` nach `{ $to }` ist kein diagonaler Schritt
rules-position-unknown-variant = unbekannte Variante `{ $name }:` (eine 8x8-Stellung beginnt mit lasca8: oder bashni:)
rules-position-missing-variant = keine Variante: eine 8x8-Stellung beginnt mit lasca8: oder bashni: (eine Stellung ohne Präfix ist lasca7)
rules-position-not-eight = `{ $name }:` ist keine 8x8-Variante (eine 8x8-Stellung beginnt mit lasca8: oder bashni:)
rules-position-variant-mismatch = eine Stellung von { $found }, wo eine von { $expected } erwartet wurde
rules-variant-unknown = unbekannte Variante `{ $name }` (erwartet: lasca7, lasca8 oder bashni)
rules-sandbox-missing-prefix = eine Sandkasten-Stellung beginnt mit sandbox-lasca7:, sandbox-lasca8: oder sandbox-bashni:, dann die Seite am Zug (w oder b) und Felder wie d4:wwbb
rules-sandbox-wrong-variant = `{ $name }` ist kein Sandkasten dieses Bretts (erwartet: sandbox-lasca7:, sandbox-lasca8: oder sandbox-bashni:)
rules-sandbox-unknown-side = unbekannte Seite am Zug `{ $token }` (erwartet w oder b)
rules-sandbox-bad-column = `{ $token }` ist keine Säule dieses Bretts (erwartet Feld:Steine, etwa d4:wwbb)
rules-sandbox-duplicate-square = Feld { $square } ist doppelt genannt
rules-sandbox-too-many-men = { $count } Steine: ein Sandkasten fasst höchstens 100
rules-any-other-variant = eine Stellung von { $found }, wo eine von { $expected } erwartet wurde (die Variante ist { $expected })
rules-any-other-sandbox = ein Sandkasten einer anderen Variante, wo einer von { $expected } erwartet wurde (er beginnt mit { $prefix })
