## Names of the Harvest Festival's components (the module's own catalogue)
-module-festival = Harvest Festival
-component-fest-offering = Festival offering
-component-fest-feast = Harvest feast
-component-fest-asc = Ascension bonus: one of each resource
-component-fest-tech = Technology 19: 1 VP for cocoa collected at the Palace
-component-fest-royal = Royal tile 10: wood for VP
