"""The statistics of a balance report, each with a 95 % interval.

- a **proportion** (a win rate, how often a component is taken): the Wilson score interval, which
  stays inside [0, 1] and is sensible for 0 or all successes and for small samples (unlike the
  normal approximation's p ± 1.96·√(p(1−p)/n));
- a **mean** (a mean score): Student's t over the values;
- a **paired difference** (the same game with and without the variant: B − A per game): Student's
  t over the per-game differences, so the luck of the draw largely cancels;
- a **difference of two means** from separate samples (players who took a component against
  those who did not): Welch's t, which does not assume equal spreads.

Plain Python (statistics, math): no SciPy for four formulas. Undefined statistics (no sample) are
NaN and print as "—".
"""
from __future__ import annotations

import math
import statistics
from dataclasses import dataclass
from typing import Sequence

Z_975 = 1.959963984540054  # the 97.5 % quantile of the standard normal distribution
_T_TABLE = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365, 8: 2.306, 9: 2.262,
            10: 2.228, 11: 2.201, 12: 2.179, 13: 2.160, 14: 2.145, 15: 2.131, 16: 2.120, 17: 2.110,
            18: 2.101, 19: 2.093, 20: 2.086, 25: 2.060, 30: 2.042}


def t_quantile_975(df: float) -> float:
    """The 97.5 % quantile of Student's t with `df` degrees of freedom: exact table values for
    the small whole numbers, else the Cornish–Fisher expansion around the normal quantile (error
    under 0.002 from 2 degrees of freedom on; Welch's df need not be whole)."""
    if not df >= 1:
        return math.inf
    if df in _T_TABLE:
        return _T_TABLE[int(df)]
    z = Z_975
    return (z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df ** 2)
            + (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / (384 * df ** 3))


@dataclass(frozen=True)
class Interval:
    """An estimate and its 95 % interval, over a sample of `n`."""
    n: int
    mean: float
    low: float
    high: float

    @classmethod
    def empty(cls) -> "Interval":
        return cls(0, math.nan, math.nan, math.nan)

    @classmethod
    def paired(cls, differences: Sequence[float]) -> "Interval":
        """The mean of per-game differences (B − A), Student's t."""
        return cls.of_mean(differences)

    @classmethod
    def of_mean(cls, values: Sequence[float]) -> "Interval":
        n = len(values)
        if n == 0:
            return cls.empty()
        mean = statistics.fmean(values)
        if n == 1:
            return cls(1, mean, -math.inf, math.inf)
        half = t_quantile_975(n - 1) * statistics.stdev(values) / math.sqrt(n)
        return cls(n, mean, mean - half, mean + half)

    @classmethod
    def wilson(cls, successes: int, n: int, confidence: float = 0.95) -> "Interval":
        """A proportion successes / n with the Wilson score interval (95 % unless told)."""
        if n <= 0:
            return cls.empty()
        p = successes / n
        z = Z_975 if confidence == 0.95 else statistics.NormalDist().inv_cdf(0.5 + confidence / 2)
        z2 = z ** 2
        centre = (p + z2 / (2 * n)) / (1 + z2 / n)
        half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
        # (rounding can leave 1.0 a hair above centre + half: the estimate is always inside)
        return cls(n, p, min(p, max(0.0, centre - half)), max(p, min(1.0, centre + half)))

    @classmethod
    def welch(cls, first: Sequence[float], second: Sequence[float]) -> "Interval":
        """mean(first) − mean(second), Welch's t (two samples, spreads not assumed equal)."""
        n1, n2 = len(first), len(second)
        if n1 == 0 or n2 == 0:
            return cls.empty()
        mean = statistics.fmean(first) - statistics.fmean(second)
        if n1 < 2 or n2 < 2:
            return cls(n1 + n2, mean, -math.inf, math.inf)
        v1, v2 = statistics.variance(first) / n1, statistics.variance(second) / n2
        if v1 + v2 == 0:
            return cls(n1 + n2, mean, mean, mean)
        df = (v1 + v2) ** 2 / (v1 ** 2 / (n1 - 1) + v2 ** 2 / (n2 - 1))
        half = t_quantile_975(df) * math.sqrt(v1 + v2)
        return cls(n1 + n2, mean, mean - half, mean + half)

    @property
    def defined(self) -> bool:
        return self.n > 0 and not math.isnan(self.mean)

    def contains(self, value: float) -> bool:
        return self.low <= value <= self.high

    def excludes(self, value: float) -> bool:
        """The interval is finite and `value` lies outside it (a difference the sample shows)."""
        return self.defined and math.isfinite(self.low) and math.isfinite(self.high) and not self.contains(value)

    def text(self, signed: bool = True, digits: int = 2) -> str:
        """`+1.50 (95 % CI +0.20 … +2.80)`."""
        if not self.defined:
            return "—"
        fmt = f"{{:{'+' if signed else ''}.{digits}f}}"
        return f"{fmt.format(self.mean)} (95 % CI {fmt.format(self.low)} … {fmt.format(self.high)})"

    def percent(self) -> str:
        """`62.5 % (48.1–75.0)` for a proportion."""
        if not self.defined:
            return "—"
        return f"{self.mean:.1%} ({self.low * 100:.1f}–{self.high * 100:.1f})".replace("%", " %", 1)

    def compact_percent(self) -> str:
        """`54 % (38–69)`: a proportion in a narrow column."""
        if not self.defined:
            return "—"
        return f"{self.mean * 100:.0f} % ({self.low * 100:.0f}–{self.high * 100:.0f})"

    def plus_minus(self, digits: int = 1) -> str:
        """`+4.8 ± 0.4` for a symmetric interval (Student's, Welch's)."""
        if not self.defined:
            return "—"
        if not (math.isfinite(self.low) and math.isfinite(self.high)):
            return f"{self.mean:+.{digits}f}"
        return f"{self.mean:+.{digits}f} ± {(self.high - self.low) / 2:.{digits}f}"

    def short(self, digits: int = 1, signed: bool = False) -> str:
        """`72.3 [70.1, 74.5]`: compact, for tables."""
        if not self.defined:
            return "—"
        fmt = f"{{:{'+' if signed else ''}.{digits}f}}"
        if not (math.isfinite(self.low) and math.isfinite(self.high)):
            return fmt.format(self.mean)
        return f"{fmt.format(self.mean)} [{fmt.format(self.low)}, {fmt.format(self.high)}]"
