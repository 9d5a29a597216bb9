# Panel edytora pozycji.
editor-title = Edytor pozycji
editor-about = Wybierz narzędzie, potem klikaj pola na planszy.
editor-to-move = Na ruchu:
editor-clear-board = Wyczyść planszę
editor-start-position = Pozycja początkowa
editor-men-count = Białe: { $white } { $white ->
        [one] pion
        [few] piony
        [many] pionów
       *[other] piona
    } · Czarne: { $black } { $black ->
        [one] pion
        [few] piony
        [many] pionów
       *[other] piona
    } (najwyżej { $most } na stronę)
editor-refused = Odrzucono: { $why }
editor-valid = Poprawna pozycja
editor-position = Pozycja:
editor-paste-hint = wklej pozycję: w a1:w …
editor-paste = Wklej
editor-play-from-here = Graj od tego miejsca…
editor-play-from-here-hover = Wybierz graczy partii od tej pozycji
editor-analyse-from-here = Analizuj od tego miejsca
editor-analyse-from-here-hover = Dwóch graczy przy tym ekranie, z oceną silnika
editor-cancel-hover = Powrót do partii w stanie sprzed edycji
editor-game = Gra:
editor-free = Dowolne ustawienie (piaskownica)
editor-free-hover = Dowolne piony w dowolnych kolumnach, do { $most } w sumie, grane ruchami wybranej gry: zbity pion jak zawsze trafia pod bijącego, choćby kolumna była bardzo wysoka
editor-men-count-free = Białe: { $white } { $white ->
        [one] pion
        [few] piony
        [many] pionów
       *[other] piona
    } · Czarne: { $black } { $black ->
        [one] pion
        [few] piony
        [many] pionów
       *[other] piona
    } (najwyżej { $most } w sumie)
editor-off-board = { $square } nie jest polem tej planszy
