# Zadania: ich motywy, zadanie tak, jak rozgrywa je nauka, i okno zadań.
puzzles-theme-liberation = wyzwolenie
puzzles-theme-promotion = promocja
puzzles-theme-multi-jump = bicie wielokrotne
puzzles-theme-sacrifice = poświęcenie
puzzles-theme-block = blokada
puzzles-theme-officer-capture = bicie oficera
puzzles-theme-win = wygrana
puzzles-title = Zadanie { $id }
puzzles-say = { $side } na ruchu mają jeden ruch, który wygrywa w sposób wymuszony albo zdobywa dwa piony. Rozwiązanie to { $plies ->
        [one] 1 ruch
        [few] { $plies } ruchy
        [many] { $plies } ruchów
       *[other] { $plies } ruchu
    } z twojej strony.
puzzles-task = { $side }: znajdź wygrywający ruch.
puzzles-window = Zadania
puzzles-about = Trudność { $difficulty } · ranking zadania { $rating }
puzzles-themes = Motywy: { $themes }
puzzles-your-rating = Twój ranking { $rating }{ $change } · rozwiązane: { $solved } · seria: { $streak }
puzzles-hint = Podpowiedź: rusza się kolumna z { $square } (jest podświetlona). Rozwiązanie liczy się teraz jako nierozwiązane.
puzzles-judging = Silnik sprawdza { $mv }…
puzzles-wrong-refuted = { $mv } przegrywa: { $opponent } odpowiadają { $reply }, a ten ruch { $effects }.
puzzles-wrong-misses = { $mv } przepuszcza wygraną: { $opponent } odpowiadają { $reply }.
puzzles-wrong-wins = { $mv } też wygrywa, ale ruch z zadania jest inny.
puzzles-wrong-answering = { $mv } nie jest rozwiązaniem. { $opponent } odpowiadają…
puzzles-retry-or-show = Spróbuj jeszcze raz albo pozwól, by zadanie pokazało ci rozwiązanie.
puzzles-watch = Zobacz rozwiązanie…
puzzles-solved = ✔ Rozwiązane za pierwszym razem!
puzzles-also-good = Też dobrze: według silnika { $mv } jest tak samo dobry jak { $solution } z zadania.
puzzles-solved-later = Zrobione, ale nie za pierwszym razem: liczy się jako nierozwiązane.
puzzles-shown = Pokazane, nie rozwiązane: oto rozwiązanie. Liczy się jako nierozwiązane.
puzzles-hint-button = Podpowiedź
puzzles-hint-button-hover = Podświetl kolumnę, która się rusza (rozwiązanie po podpowiedzi liczy się jako nierozwiązane)
puzzles-retry = Jeszcze raz
puzzles-retry-hover = Zacznij zadanie od nowa (liczy się tylko pierwsza próba)
puzzles-show-me = Pokaż mi
puzzles-show-me-hover = Odegraj rozwiązanie na planszy
puzzles-next = Następne zadanie ▶
puzzles-next-hover = Nierozwiązane zadanie bliskie twojemu rankingowi, z innymi motywami niż ostatnie
puzzles-choose = Następne z:
puzzles-any-difficulty = dowolna trudność
puzzles-difficulty = trudność { $difficulty }
puzzles-any-theme = dowolny motyw
puzzles-leave = Opuść zadania
puzzles-leave-hover = Powrót do przerwanej partii
puzzles-keep-going = ✔ Dobrze, tak dalej: { $found } { $found ->
        [one] ruch znaleziony
        [few] ruchy znalezione
        [many] ruchów znalezionych
       *[other] ruchu znalezione
    }.
puzzles-solved-with-hint = Rozwiązane z podpowiedzią: to nie czyste rozwiązanie, więc liczy się jako nierozwiązane.
