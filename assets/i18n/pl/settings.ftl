# Okno „Ustawienia”.
settings-title = Ustawienia
settings-theme = Motyw
settings-theme-ivory = Kość słoniowa i heban
settings-theme-high-contrast = Wysoki kontrast
settings-theme-colour-safe = Dla daltonistów
settings-theme-wood = Drewniana plansza
settings-language = Język
# $name: nazwa języka systemu w nim samym („Polski”).
settings-language-system = Systemowy ({ $name })
settings-ui-scale = Rozmiar interfejsu
settings-speed = Szybkość animacji
settings-start-view = Widok startowy (i Resetuj)
settings-repetition = Trzykrotne powtórzenie to remis (nowe partie)
settings-sound = Dźwięk (M)
# $path: plik ustawień.
settings-kept-in = Zapisane w { $path }
settings-not-kept = Niezapisane: brak folderu ustawień
settings-render-scale = Szczegółowość planszy
settings-render-scale-hover = Jak dokładnie rysowana jest plansza 3D w stosunku do pikseli okna (panele zawsze w pełnej szczegółowości). Niższa jest szybsza na komputerze bez karty graficznej. Od następnego uruchomienia.
settings-render-scale-auto = Automatyczna
