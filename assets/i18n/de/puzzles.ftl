# Aufgaben: ihre Themen, eine Aufgabe, wie das Lernen sie spielt, und das Aufgabenfenster.
puzzles-theme-liberation = Befreiung
puzzles-theme-promotion = Beförderung
puzzles-theme-multi-jump = Mehrfachschlag
puzzles-theme-sacrifice = Opfer
puzzles-theme-block = Blockade
puzzles-theme-officer-capture = Offizier schlagen
puzzles-theme-win = Gewinn
puzzles-title = Aufgabe { $id }
puzzles-say = { $side } am Zug hat einen Zug, der erzwungen gewinnt oder zwei Steine einbringt. Die Lösung braucht { $plies ->
        [one] einen Zug
       *[other] { $plies } Züge
    } von dir.
puzzles-task = Finde den Gewinnzug für { $side }.
puzzles-window = Aufgaben
puzzles-about = Schwierigkeit { $difficulty } · Aufgabenwertung { $rating }
puzzles-themes = Themen: { $themes }
puzzles-your-rating = Deine Wertung { $rating }{ $change } · gelöst { $solved } · Serie { $streak }
puzzles-hint = Tipp: Die Säule auf { $square } zieht (sie leuchtet). Eine Lösung zählt jetzt als verpasst.
puzzles-judging = Die Engine prüft { $mv } …
puzzles-wrong-refuted = { $mv } verliert: { $opponent } antwortet { $reply } und { $effects }.
puzzles-wrong-misses = { $mv } verpasst den Gewinn: { $opponent } antwortet { $reply }.
puzzles-wrong-wins = { $mv } gewinnt auch, aber der Zug der Aufgabe ist ein anderer.
puzzles-wrong-answering = { $mv } ist nicht die Lösung. { $opponent } antwortet …
puzzles-retry-or-show = Versuch es noch einmal, oder lass dir die Lösung zeigen.
puzzles-watch = Sieh dir die Lösung an…
puzzles-solved = ✔ Beim ersten Versuch gelöst!
puzzles-also-good = Auch gut: { $mv } ist nach der Engine so gut wie { $solution } aus der Aufgabe.
puzzles-solved-later = Geschafft, aber nicht beim ersten Versuch gelöst: Es zählt als verpasst.
puzzles-shown = Gezeigt, nicht gelöst: Das ist die Lösung. Es zählt als verpasst.
puzzles-hint-button = Tipp
puzzles-hint-button-hover = Die ziehende Säule aufleuchten lassen (eine Lösung nach einem Tipp zählt als verpasst)
puzzles-retry = Nochmal
puzzles-retry-hover = Die Aufgabe neu beginnen (nur der erste Versuch zählt)
puzzles-show-me = Zeig es mir
puzzles-show-me-hover = Die Lösung auf dem Brett vorspielen
puzzles-next = Nächste Aufgabe ▶
puzzles-next-hover = Eine ungelöste Aufgabe nahe deiner Wertung, mit anderen Themen als die letzten
puzzles-choose = Als Nächstes aus:
puzzles-any-difficulty = jede Schwierigkeit
puzzles-difficulty = Schwierigkeit { $difficulty }
puzzles-any-theme = jedes Thema
puzzles-leave = Aufgaben verlassen
puzzles-leave-hover = Zurück zur Partie, die du gespielt hast
puzzles-keep-going = ✔ Richtig, weiter so: { $found } { $found ->
        [one] Zug
       *[other] Züge
    } gefunden.
puzzles-solved-with-hint = Mit Tipp gelöst: keine saubere Lösung, sie zählt als verpasst.
