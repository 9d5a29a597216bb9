# Okno „Tekst”: pozycja i ruchy do skopiowania oraz tekst, z którego można ustawić partię.
text-title = Tekst
text-position = Pozycja na planszy:
text-moves = Ruchy:
text-copied = Skopiowano do schowka
text-set-up-about = Ustaw partię: zapis pozycji, lista ruchów (1. c3-d4 e5xc3), numery Laskera z 1911 roku (9-13 17-13-9) albo plik partii ze [znacznikami]:
text-hint = wpisz lub wklej tutaj
text-paste = Wklej ze schowka
text-nothing-to-paste = Schowek nie zawiera tekstu: najpierw skopiuj pozycję lub listę ruchów albo ją wpisz (Ctrl+V wkleja także do pola)
text-set-up = Ustaw
