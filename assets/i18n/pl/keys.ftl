# Nakładka z klawiszami (? lub F1) i pole ruchu.
keys-title = Klawisze
keys-arrows = Przesuń kursor planszy (tak, jak widać planszę)
keys-enter = Wybierz pole pod kursorem: zaznacz kolumnę, wyląduj, bij dalej
keys-tab = Wpisz ruch w notacji (Tab go uzupełnia, Enter wykonuje)
keys-esc = Anuluj wybór; opuść pole ruchu; zamknij tę nakładkę
keys-space = Natychmiast zakończ animację
keys-explode = Przytrzymaj, by rozsunąć kolumnę pod wskaźnikiem lub kursorem
keys-views = Widok białych, widok czarnych, widok z góry
keys-reset-flip = Zresetuj widok, obróć go
keys-history = Przeglądaj ruchy: jeden wstecz, jeden naprzód, początek, koniec
keys-undo = Cofnij, ponów
keys-files = Zapisz, otwórz
keys-scale = Większy, mniejszy, normalny interfejs
keys-sound = Dźwięk włączony lub wyłączony
keys-help = Pokaż lub ukryj tę nakładkę
keys-mouse = Mysz: kliknij kolumnę, potem podświetlone pole. Przeciągnij, by obracać, prawym przyciskiem, by przesuwać, kółkiem, by przybliżać.

# Nazwy klawiszy w nakładce.
keys-arrows-name = ← → ↑ ↓
keys-enter-name = Enter
keys-tab-name = Tab
keys-esc-name = Esc
keys-space-name = Spacja
keys-explode-name = E
keys-views-name = W  B  T
keys-reset-flip-name = R  F
keys-history-name = PgUp  PgDn  Home  End
keys-undo-name = Ctrl+Z  Ctrl+Y
keys-files-name = Ctrl+S  Ctrl+O
keys-scale-name = Ctrl +  Ctrl −  Ctrl 0
keys-sound-name = M
keys-help-name = ?  F1

entry-title = Ruch
entry-label = Ruch:
entry-hint = c3, potem Tab
entry-keys-tooltip = Wszystkie klawisze (? lub F1)
entry-not-your-turn = Wpisanie ruchu poczeka na twoją kolej
# $text: to, co wpisano.
entry-no-match = Żaden dozwolony ruch nie zaczyna się od { $text }
entry-ambiguous = Tak zaczyna się więcej niż jeden ruch: pisz dalej albo naciśnij Tab
