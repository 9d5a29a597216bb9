# Was das Brett sagt, wenn eine Wahl nicht geht, und die Warnung des Stellungseditors.
# $colour ist "white" oder "black".
play-finish-capture = Beende den Schlag auf einem leuchtenden Feld (Esc oder Rechtsklick fängt neu an)
play-not-your-column = Diese Säule gehört { $colour ->
        [white] Weiß
       *[black] Schwarz
    }
play-capture-compulsory = Schlagzwang: { $squares } muss schlagen
play-cannot-move = Die Säule auf { $square } kann nicht ziehen
play-editor-no-legal-move = { $colour ->
        [white] Weiß
       *[black] Schwarz
    } hat hier keinen erlaubten Zug und würde sofort verlieren
