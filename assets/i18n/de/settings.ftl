# Das Einstellungen-Fenster.
settings-title = Einstellungen
settings-theme = Design
settings-theme-ivory = Elfenbein und Ebenholz
settings-theme-high-contrast = Hoher Kontrast
settings-theme-colour-safe = Farbenblind-sicher
settings-theme-wood = Holzbrett
settings-language = Sprache
settings-language-system = System ({ $name })
settings-ui-scale = Oberflächengröße
settings-speed = Animationstempo
settings-start-view = Startansicht (und Zurücksetzen)
settings-repetition = Dreifache Wiederholung ist Remis (neue Partien)
settings-sound = Ton (M)
settings-kept-in = Gespeichert in { $path }
settings-not-kept = Nicht gespeichert: kein Einstellungsordner
