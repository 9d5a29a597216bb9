# Was die Regeln ablehnen, wie das Spiel es zeigt (die Kommandozeile behält den englischen Text
# der Regeln). Züge und Felder sind Notation: c3-d4, a3xc5.
rules-not-your-column = Unerlaubter Zug { $mv }: auf { $from } steht keine Säule der Seite am Zug ({ $side })
rules-capture-compulsory = Unerlaubter Zug { $mv }: Schlagen ist Pflicht (Schlagzüge: { $captures })
rules-must-continue = Unerlaubter Zug { $mv }: das Schlagen muss weitergehen (weiter mit { $continuations })
rules-not-legal = Unerlaubter Zug { $mv }: hier nicht erlaubt (erlaubt: { $legal })
rules-game-over = Die Partie ist vorbei ({ $result })
rules-square-malformed = „{ $text }“ ist kein Feld (eine Linie a-g und eine Reihe 1-7, wie c3)
rules-square-unplayable = „{ $text }“ ist kein spielbares Feld (nur Felder wie a1, b2, c3 werden benutzt)
rules-move-empty = Leerer Zug
rules-move-bad-square = Falsches Feld im Zug: { $error }
rules-move-no-destination = Zug „{ $text }“ hat kein Zielfeld (schreibe c3-d4 oder a3xc5)
rules-move-mixed-separators = Zug „{ $text }“ mischt Trennzeichen (ein Schritt ist c3-d4, ein Schlagzug a3xc5xe3)
rules-move-long-step = Zug „{ $text }“ ist ein Schritt über mehr als ein Feld (Schlagzüge schreibt man mit x)
# $kind ist step oder capture.
rules-move-not-diagonal = „{ $from }“ nach „{ $to }“ ist kein diagonaler { $kind ->
        [capture] Sprung (zwei Felder)
       *[step] Schritt (ein Feld)
    }
rules-move-too-long = Ein Zugweg über { $squares } Felder ist länger als jeder erlaubte Zug
rules-move-bad-lasker-square = „{ $text }“ ist keine Feldnummer 1-25
rules-move-bad-lasker-path = „{ $text }“ ist in Laskers Nummerierung weder ein Schritt noch ein Schlagweg
rules-position-empty = Leere Stellung: erwartet werden die Seite am Zug (w oder b) und dann Felder wie a1:w
rules-position-unknown-side = Unbekannte Seite am Zug „{ $text }“ (erwartet: w oder b)
rules-position-missing-colon = „{ $text }“ ist keine Säule (erwartet: Feld:Steine, wie c3:wb)
rules-position-bad-square = In „{ $token }“: { $error }
rules-position-duplicate-square = Feld { $square } ist doppelt angegeben
rules-position-empty-column = „{ $text }“ hat keine Steine (ein leeres Feld lässt man weg)
rules-position-bad-man = In „{ $token }“: „{ $letter }“ ist kein Stein (w, W, b oder B)
rules-position-alternating = Säule { $square }:{ $men } wechselt die Farben mehr als einmal
# $colour ist white oder black; $most ist die Zahl der Steine einer Seite zu Beginn.
rules-position-too-many-men = { $count } { $colour ->
        [white] weiße
       *[black] schwarze
    } Steine: eine Seite hat höchstens { $most }
