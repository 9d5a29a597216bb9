# Co mówi plansza, gdy wybór zostaje odrzucony, i ostrzeżenie edytora pozycji.
# $colour to "white" albo "black".
play-finish-capture = Dokończ bicie na podświetlonym polu (Esc lub prawy przycisk zaczyna od nowa)
play-not-your-column = Ta kolumna należy do { $colour ->
        [white] białych
       *[black] czarnych
    }
play-capture-compulsory = Bicie jest obowiązkowe: bić musi { $squares }
play-cannot-move = Kolumna na { $square } nie może się ruszyć
play-editor-no-legal-move = { $colour ->
        [white] Białe
       *[black] Czarne
    } nie mają tu dozwolonego ruchu i od razu by przegrały
