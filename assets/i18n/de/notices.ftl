# Was Öffnen, Speichern und Fortsetzen einer Partie dem Spieler melden.
notices-resumed = Partie fortgesetzt, gespeichert { $saved } ({ $plies ->
        [one] 1 Halbzug
       *[other] { $plies } Halbzüge
    })
notices-cannot-remove = { $path } lässt sich nicht löschen: { $error }
notices-holds-no-game = sie enthält keine Partie
notices-cannot-open = Öffnen fehlgeschlagen ({ $from }): { $why }
notices-opened-first = Geöffnet ({ $from }): Partie 1 von { $count } ({ $plies ->
        [one] 1 Halbzug
       *[other] { $plies } Halbzüge
    }, { $result })
notices-opened-first-stopped = Geöffnet ({ $from }): Partie 1 von { $count } ({ $plies ->
        [one] 1 Halbzug
       *[other] { $plies } Halbzüge
    }, { $result }); die Datei bricht bei einem Fehler ab: { $error }
notices-opened = Geöffnet: { $path } ({ $plies ->
        [one] 1 Halbzug
       *[other] { $plies } Halbzüge
    })
notices-opened-result = Geöffnet: { $path } ({ $plies ->
        [one] 1 Halbzug
       *[other] { $plies } Halbzüge
    }, { $result })
notices-pasted-text = eingefügter Text
notices-cannot-set-up = Der eingefügte Text lässt sich nicht aufstellen: { $error }
notices-set-up = Aus dem eingefügten Text aufgestellt ({ $plies ->
        [one] 1 Halbzug
       *[other] { $plies } Halbzüge
    })
notices-saved = Gespeichert in { $path }
notices-cannot-save = Speichern in { $path } fehlgeschlagen: { $error }
notices-autosave-failed = Automatisches Speichern in { $path } fehlgeschlagen: { $error }
notices-cannot-save-settings = Einstellungen lassen sich nicht in { $path } speichern: { $error }
