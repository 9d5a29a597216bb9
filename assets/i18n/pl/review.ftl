# Okno „Przegląd” i lekcja zbudowana z błędów gracza.
review-window = Przegląd
review-strength = Siła:
review-quick = Szybki
review-deep = Dokładny
review-cancel = Anuluj
review-start = Przejrzyj
review-start-hover = Silnik ocenia każdą pozycję partii
review-invite = Przejrzyj partię, by zobaczyć, gdzie się rozstrzygnęła.
review-progress = Ocena pozycji { $done } z { $total }…
review-end = Koniec partii.
review-practise = Ćwicz moje błędy
review-practise-hover = Każda pozycja z twoim błędem staje się krokiem do rozwiązania
review-practise-side = Ćwicz błędy jednej strony…
review-practise-side-hover = Nikt przy tym ekranie nie grał tej partii: wybierz stronę, której błędy chcesz ćwiczyć
review-practise-which = Czyje błędy? Każda pozycja, w której ta strona się pomyliła, staje się krokiem do rozwiązania.
review-graph-score = Ocena białych
review-graph-shown = pokazana
review-graph-label = Półruch { $ply }: { $score } (przeszukano { $depth ->
        [one] 1 półruch
        [few] { $depth } półruchy
        [many] { $depth } półruchów
       *[other] { $depth } półruchu
    } w głąb)
review-depth = Porównanie z ruchem silnika przy głębokości { $depth } { $depth ->
        [one] półruchu
        [few] półruchów
        [many] półruchów
       *[other] półruchu
    }
review-loss-per-move = strata/ruch
review-throws-away-win = marnuje wymuszoną wygraną
review-loses = traci { $men } { $men ->
        [one] piona
        [few] piony
        [many] pionów
       *[other] piona
    }
review-better = { $move } { $lost }. Lepszy był ruch { $better } ({ $score }), strzałka na planszy; wariant silnika: { $line }
# $class to "mistake" albo "blunder".
review-lesson-step-title = Twój ruch { $number }
review-lesson-say = W twojej partii padł tu ruch { $move }, według silnika { $class ->
        [blunder] poważny błąd
        [mistake] błąd
        [inaccuracy] niedokładność
       *[other] { $class }
    }.
review-lesson-task = Znajdź lepszy ruch niż { $move }.
review-lesson-hint = Przyjrzyj się każdemu biciu i temu, na co każdy ruch pozwala przeciwnikowi.
review-lesson-done = Tak: { $better } to wybór silnika.
review-lesson-title = Twoje błędy
review-lesson-about = Pozycje z twojej partii, w których był do znalezienia lepszy ruch.
# Błędy jednej strony w partii, której nikt przy tym ekranie nie grał. $side to "Białe" albo "Czarne".
review-lesson-side-step-title = { $side }, ruch { $number }
review-lesson-side-say = W partii { $side } zagrały tu { $move }, według silnika { $class ->
        [blunder] poważny błąd
        [mistake] błąd
        [inaccuracy] niedokładność
       *[other] { $class }
    }.
review-lesson-side-title = Błędy: { $side }
review-lesson-side-about = Pozycje z partii, w których { $side } miały do znalezienia lepszy ruch.
