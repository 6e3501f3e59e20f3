"""`python -m teotl …` runs the same command line as the `teotl` console script."""
from teotl.cli import main

raise SystemExit(main())
