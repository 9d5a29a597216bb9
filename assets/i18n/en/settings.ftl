# The Settings window.
settings-title = Settings
settings-theme = Theme
settings-theme-ivory = Ivory and ebony
settings-theme-high-contrast = High contrast
settings-theme-colour-safe = Colour-blind safe
settings-theme-wood = Wooden board
settings-language = Language
# $name: the system language's own name ("English").
settings-language-system = System ({ $name })
settings-ui-scale = Interface size
settings-speed = Animation speed
settings-start-view = Start view (and Reset)
settings-repetition = Threefold repetition draws (new games)
settings-sound = Sound (M)
# $path: the settings file.
settings-kept-in = Kept in { $path }
settings-not-kept = Not kept: no settings folder
