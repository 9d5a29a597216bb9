# Panel „Ruchy”: lista ruchów, przeglądanie wstecz, cofanie i ponawianie oraz okna zapisu partii.
moves-title = Ruchy
moves-live = Bieżąca partia · półruch { $ply }
# $position to labels-start-position albo labels-after-move.
moves-looking-back = PRZEGLĄD WSTECZ: { $position } (półruch { $shown } z { $live })
moves-board-locked = Plansza jest zablokowana: ruchy wykonuje się z bieżącej pozycji.
moves-back-to-game = Powrót do partii
moves-play-on = Graj dalej od tego miejsca
moves-play-on-hover = Cofnij późniejsze ruchy (Ponów je przywraca)
moves-first = Pierwszy (Home)
moves-back = Wstecz (strzałka w lewo)
moves-forward = Naprzód (strzałka w prawo)
moves-last = Ostatni (End)
moves-undo = Cofnij
moves-undo-hover = Cofnij ostatni ruch (Ctrl+Z)
moves-undo-online = Online: poproś o cofnięcie ruchu w oknie „Online”
moves-redo = Ponów
moves-redo-hover = Wykonaj ponownie cofnięty ruch (Ctrl+Y)
moves-save = Zapisz…
moves-save-key = Ctrl+S
moves-open = Otwórz…
moves-open-key = Ctrl+O
moves-text = Tekst…
moves-settings = Ustawienia…
moves-review = Przegląd…
moves-review-hover = Silnik ocenia każdy ruch: wykres, błędy, lepsze ruchy
# Pierwszy wiersz listy: pozycja przed pierwszym ruchem.
moves-start = początek
