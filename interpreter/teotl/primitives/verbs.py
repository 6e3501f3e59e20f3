"""The generic verbs: compile functions that turn a `Call` node into a `Stmt`.

Each verb is a primitive that rule files parameterise with their own nouns (a resource, a
track, a supply, a piece kind). A verb checks its arguments at compile time, so a wrong argument
is a load-time error naming the verb's expected form. See docs/verbs.md.
"""
from __future__ import annotations

from typing import Any, Callable, Optional

from teotl.language import ast
from teotl.language.compiler import Compiler
from teotl.language.errors import CompileError, did_you_mean
from teotl.language.expressions import ExprFn, constant_fn, is_constant, short_text
from teotl.language.registry import SIGNATURES, statement, verb
from teotl.language.statements import DONE, Stmt, _always, counter_free, sync_stmt, truth_of
from teotl.model.decisions import Option, ask, new_decision, new_option
from teotl.primitives import wildcards


def _usage(node: ast.Call) -> str:
    return f"write: {SIGNATURES[node.verb] if node.verb in SIGNATURES else node.verb}"


def _count_arg(compiler: Compiler, arg: ast.Node, node: ast.Call) -> ExprFn:
    if isinstance(arg, ast.Range) and arg.hi == arg.lo:
        return constant_fn(arg.lo)
    if isinstance(arg, ast.ExprArg):
        return compiler.expr(arg.expr)
    if isinstance(arg, ast.Word):
        return compiler.name_value(arg.name, arg)
    raise CompileError("E407", f"`{node.verb}` expects a number here", _usage(node), arg)


def _word(arg: ast.Node) -> Optional[str]:
    return arg.name if isinstance(arg, ast.Word) else None


# ====================================================================== costs and gains
class Cost:
    """An amount list to pay, all or nothing: `coin 1, any resource 1`."""

    def __init__(self, compiler: Compiler, amounts: tuple[ast.Amount, ...]):
        vocab = compiler.vocab
        self.fixed: list[tuple[str, ExprFn]] = []
        self.groups: list[tuple[tuple[str, ...], ExprFn]] = []
        texts = []
        for amount in amounts:
            count = _amount_count(compiler, amount)
            name = vocab.canonical(amount.target.name)
            if amount.target.any_of:
                members = tuple(m for m in vocab.groups.get(name, ()) if m in vocab.resources)
                if not members:
                    raise CompileError("E406", f"`any {amount.target.name}` is not a group of resources",
                                       did_you_mean(name, [g for g, m in vocab.groups.items()
                                                           if any(x in vocab.resources for x in m)])
                                       or "declare the group with `groups:` on resources in game.yaml",
                                       amount.target)
                self.groups.append((members, count))
                texts.append(f"any {name} {short_text(amount.count) if amount.count else 1}")
            else:
                if name not in vocab.resources:
                    raise CompileError("E401", f"unknown resource `{amount.target.name}`",
                                       did_you_mean(amount.target.name, vocab.resources)
                                       or "resources are declared in vocabulary.resources", amount.target)
                self.fixed.append((name, count))
                texts.append(f"{name} {short_text(amount.count) if amount.count else 1}")
        self.text = ", ".join(texts)
        self.wildcards = wildcards.wildcards_of(compiler)
        self._plan()

    # ------------------------------------------------------------------ the plan, fixed at load time
    def _plan(self) -> None:
        """Pick the cheapest exact way to judge and pay this cost, once.

        Most costs name distinct resources only (`coin 2, gem 1`), in a vocabulary without
        wildcard resources: then judging is one comparison per resource, paying one subtraction,
        and nothing is ever asked. Constant amounts are worked out here. Everything else (groups,
        wildcards, a resource named twice) takes the general path below, unchanged."""
        names = [name for name, _ in self.fixed]
        self.simple = not self.groups and not self.wildcards and len(set(names)) == len(names)
        self.never_asks = self.simple  # fixed amounts, no wildcard to offer: paying asks nothing
        self._constant_needs: Optional[tuple[dict[str, int], list]] = None
        self._simple_needs: Optional[Callable[[Any], Any]] = None
        # (resource, its amount when constant else None, amount) when the cost is one resource
        self._single: Optional[tuple[str, Optional[int], ExprFn]] = None
        if self.simple and len(self.fixed) == 1:
            (name, count), = self.fixed
            self._single = (name, count.constant if is_constant(count) else None, count)
        if all(is_constant(count) for _, count in self.fixed) and all(is_constant(c) for _, c in self.groups):
            fixed: dict[str, int] = {}
            for name, count in self.fixed:
                fixed[name] = fixed.get(name, 0) + max(0, count.constant)
            self._constant_needs = (fixed, [(members, max(0, count.constant)) for members, count in self.groups])
            if self.simple:
                pairs = tuple(fixed.items())
                self._simple_needs = lambda ctx: pairs
        elif self.simple:
            counted = tuple(self.fixed)

            def simple_needs(ctx):
                found = []
                for name, count in counted:
                    need = count(ctx)
                    found.append((name, need if need > 0 else 0))
                return found
            self._simple_needs = simple_needs

    def needs(self, ctx) -> tuple[dict[str, int], list[tuple[tuple[str, ...], int]]]:
        """(fixed amounts by resource, [(group members, amount)]): new containers, the caller's to keep."""
        if self._constant_needs is not None:
            fixed, groups = self._constant_needs
            return dict(fixed), list(groups)
        fixed: dict[str, int] = {}
        for name, count in self.fixed:
            fixed[name] = fixed.get(name, 0) + max(0, count(ctx))
        return fixed, [(members, max(0, count(ctx))) for members, count in self.groups]

    def affordable(self, ctx) -> bool:
        have = ctx.state.players[ctx.player].counters
        single = self._single
        if single is not None:  # one resource: no lists
            name, known, count = single
            need = known if known is not None else count(ctx)
            return not have[name] < (need if need > 0 else 0)
        simple_needs = self._simple_needs
        if simple_needs is not None:
            for name, need in simple_needs(ctx):
                if have[name] < need:
                    return False
            return True
        fixed, groups = self.needs(ctx)
        return self._affordable(ctx, have, fixed, groups, self.wildcards.held(ctx) if self.wildcards else {})

    @staticmethod
    def _affordable(ctx, have: dict, fixed: dict, groups: list, wild: dict) -> bool:
        if wild:
            return wildcards.payable(have, fixed, groups, wild)
        for name, need in fixed.items():
            if have[name] < need:
                return False
        for members, need in groups:
            if need and sum(have[m] - fixed.get(m, 0) for m in members) < need:
                return False
        return True

    def while_paid(self, ctx, check) -> bool:
        """`check(ctx)` on the state as if this cost were paid (group amounts taken from the
        members held most; wildcards only for what is missing), then the state is put back."""
        have = ctx.state.players[ctx.player].counters
        saved = dict(have)
        fixed, groups = self.needs(ctx)
        wildcards.simulate(have, fixed, groups, self.wildcards.held(ctx) if self.wildcards else {})
        try:
            return check(ctx)
        finally:
            have.clear()
            have.update(saved)

    def affordable_then(self, check):
        """`lambda ctx: affordable(ctx) and while_paid(ctx, check)`, with the amounts worked out
        once (they are pure) — the legal-option check of `pay COST -> BODY`."""
        simple_needs = self._simple_needs
        if self._single is not None:
            name, known, count = self._single  # one resource (most costs): no lists
            # a `check` that only turns another into True or False: call that one, turn it here
            inner = truth_of(check)
            as_bool = inner is not check

            def can(ctx):
                have = ctx.state.players[ctx.player].counters
                need = known if known is not None else count(ctx)
                if need < 0:
                    need = 0
                old = have[name]
                if old < need:
                    return False
                have[name] = old - need
                try:
                    if as_bool:
                        return True if inner(ctx) else False
                    return inner(ctx)
                finally:
                    have[name] = old  # only this changed (`check` is pure)
            return can
        if simple_needs is not None:
            def can(ctx):
                have = ctx.state.players[ctx.player].counters
                needs = simple_needs(ctx)
                for name, need in needs:
                    if have[name] < need:
                        return False
                saved = [(name, have[name]) for name, _ in needs]
                for name, need in needs:  # as `wildcards.simulate` pays distinct amounts without wildcards
                    have[name] -= need
                try:
                    return check(ctx)
                finally:
                    for name, old in saved:  # only these changed (`check` is pure)
                        have[name] = old
            return can
        judge, wild_of, simulate = self._affordable, self.wildcards, wildcards.simulate

        def can(ctx):
            have = ctx.state.players[ctx.player].counters
            fixed, groups = self.needs(ctx)
            wild = wild_of.held(ctx) if wild_of else {}
            if not judge(ctx, have, fixed, groups, wild):
                return False
            saved = dict(have)
            simulate(have, fixed, groups, wild)
            try:
                return check(ctx)
            finally:
                have.clear()
                have.update(saved)
        return can

    def pay_now(self, ctx) -> bool:
        """For a cost that never asks (`never_asks`): deduct it if affordable; False (nothing
        paid) when it is not. The amounts are worked out once."""
        have = ctx.state.players[ctx.player].counters
        single = self._single
        if single is not None:  # one resource: no lists
            name, known, count = single
            need = known if known is not None else count(ctx)
            if need < 0:
                need = 0
            if have[name] < need:
                return False
            if need:
                have[name] -= need
                rt = ctx.rt
                if rt.logging:
                    rt.log(ctx, "pay", resource=name, amount=need)
            return True
        needs = self._simple_needs(ctx)
        for name, need in needs:
            if have[name] < need:
                return False
        rt = ctx.rt
        for name, need in needs:  # as `wildcards.pay_fixed` without wildcards: skip zero amounts, log each
            if need:
                have[name] -= need
                if rt.logging:
                    rt.log(ctx, "pay", resource=name, amount=need)
        return True

    def pay(self, ctx):
        """Deduct the cost; asks which member of a group pays, and whether a wildcard resource
        pays in place of another when that is a choice. Call only when affordable."""
        fixed, groups = self.needs(ctx)
        wild = self.wildcards.held(ctx) if self.wildcards else {}
        yield from wildcards.pay_fixed(ctx, fixed, groups, wild)
        for index, (members, need) in enumerate(groups):
            for unit in range(need):
                rest = [(members, need - unit - 1)] + groups[index + 1:]
                wild = self.wildcards.held(ctx) if self.wildcards else {}
                chosen = yield from wildcards.pay_group_unit(ctx, members, rest, wild)
                if chosen is None:
                    return


def _amount_count(compiler: Compiler, amount: ast.Amount) -> ExprFn:
    count = compiler.expr(amount.count) if amount.count is not None else constant_fn(1)
    if amount.per is None:
        return count
    per = compiler.expr(amount.per)
    if is_constant(count) and is_constant(per):
        return constant_fn(count.constant * per.constant)
    return lambda ctx: count(ctx) * per(ctx)


def _constant_gains(pairs: tuple[tuple[str, int], ...]):
    """`gain A 2, B 3` with numbers only: the loop of `compile_gain`'s `do` without counting."""
    def log(ctx, name, amount):
        rt = ctx.rt
        if rt.logging:
            rt.log(ctx, "gain", resource=name, amount=amount)

    if len(pairs) == 1:
        (name, n), = pairs

        def do(ctx):
            have = ctx.state.players[ctx.player].counters
            old = have[name]
            new = old + n
            if new < 0:
                new = 0
            if new != old:
                log(ctx, name, new - old)
            have[name] = new
        return do

    def do(ctx):
        have = ctx.state.players[ctx.player].counters
        for name, n in pairs:
            old = have[name]
            new = old + n
            if new < 0:
                new = 0
            if new != old:
                log(ctx, name, new - old)
            have[name] = new
    return do


def compile_gain(compiler: Compiler, node: ast.Gain) -> Stmt:
    vocab = compiler.vocab
    parts = []
    texts = []
    for amount in node.amounts:
        name = vocab.canonical(amount.target.name)
        count = _amount_count(compiler, amount)
        if amount.target.any_of:
            members = tuple(m for m in vocab.groups.get(name, ()) if m in vocab.resources)
            if not members:
                raise CompileError("E406", f"`any {amount.target.name}` is not a group of resources",
                                   did_you_mean(name, list(vocab.groups)) or
                                   "for a group of tracks use `advance any GROUP`", amount.target)
            parts.append((None, members, count))
        else:
            if name not in vocab.resources:
                hint = did_you_mean(amount.target.name, vocab.resources)
                if name in vocab.tracks:
                    hint = f"`{name}` is a track: write `advance {name}`"
                raise CompileError("E401", f"unknown resource `{amount.target.name}`",
                                   hint or "resources are declared in vocabulary.resources", amount.target)
            parts.append((name, (), count))
        texts.append(("any " if amount.target.any_of else "") + name +
                     (f" {short_text(amount.count)}" if amount.count is not None else "")
                     + (f" per {short_text(amount.per)}" if amount.per is not None else ""))

    wild = wildcards.wildcards_of(compiler)
    source = "gain " + ", ".join(texts)
    member_options = {members: tuple(Option(m, f"gain 1 {m}", m) for m in members)
                      for name, members, _ in parts if name is None}  # built once: options are immutable
    if all(name is not None for name, _, _ in parts):
        # only named resources: nothing to ask, so no generator
        fixed = tuple((name, count.constant if is_constant(count) else None, count) for name, _, count in parts)
        if all(known is not None for _, known, _ in fixed):
            return sync_stmt(_constant_gains(tuple((name, known) for name, known, _ in fixed)), _always, source)

        def do(ctx):
            have = ctx.state.players[ctx.player].counters
            for name, known, count in fixed:
                old = have[name]
                new = old + (known if known is not None else count(ctx))
                if new < 0:
                    new = 0
                if new != old:
                    rt = ctx.rt
                    if rt.logging:
                        rt.log(ctx, "gain", resource=name, amount=new - old)
                have[name] = new

        return sync_stmt(do, _always, source)

    def run(ctx):
        have = ctx.state.players[ctx.player].counters
        for name, members, count in parts:
            n = count(ctx)
            if name is not None:
                new = max(0, have[name] + n)
                if new != have[name]:
                    if ctx.rt.logging:
                        ctx.rt.log(ctx, "gain", resource=name, amount=new - have[name])
                have[name] = new
                continue
            # a wildcard resource is never "any GROUP", unless its `offered_as_any_while` holds
            offered = members + tuple(wild.offered_as_any(ctx, members)) if wild.offered_if else members
            options = [Option(m, f"gain 1 {m}", m) for m in offered] if offered is not members \
                else member_options[members]
            options = tuple(options)
            for _ in range(max(0, n)):
                if len(options) == 1:  # `ask`, written out (no generator for it)
                    chosen = options[0][2]
                else:
                    chosen = yield new_decision((ctx.player, "target", options, f"gain which {'/'.join(members)}?"))
                have[chosen] += 1
                if ctx.rt.logging:
                    ctx.rt.log(ctx, "gain", resource=chosen, amount=1)

    return Stmt(run, _always, source)


statement(ast.Gain)(compile_gain)


@statement(ast.Pay)
def compile_pay(compiler: Compiler, node: ast.Pay) -> Stmt:
    cost = Cost(compiler, node.amounts)
    body = compiler.stmt(node.body)
    affordable, body_can = cost.affordable, body.can
    text = cost.text
    source = f"pay {cost.text} -> {body.source}"

    if body_can is _always:
        # judging `_always` on the paid state is always True: only the payment is judged
        can = affordable
    elif counter_free(body):
        # the body's check reads no resource, so paying first would not change its answer
        def can(ctx):
            return affordable(ctx) and body_can(ctx)
    else:
        # the body is judged with the cost already paid: "pay 1 more, then the tile's own
        # cost" is offered only when both can be paid together (the amounts worked out once)
        can = cost.affordable_then(body_can)

    body_do, body_run = body.do, body.run

    def cannot_pay(ctx):
        rt = ctx.rt
        if rt.logging:
            rt.log(ctx, "cannot_pay", cost=text)

    if cost.never_asks:
        # fixed amounts and no wildcard to offer: paying asks nothing, judged and paid in one go
        pay_now = cost.pay_now
        if body_do is not None:
            def do(ctx):
                if not pay_now(ctx):  # reached without being offered (a fixed sequence): skip
                    cannot_pay(ctx)
                    return
                body_do(ctx)
            return sync_stmt(do, can, source, body.opens)

        def run(ctx):  # not a generator itself: pays, then hands over the body's run
            if not pay_now(ctx):
                cannot_pay(ctx)
                return DONE
            return body_run(ctx)
        return Stmt(run, can, source, body.opens)

    def run(ctx):
        if not affordable(ctx):  # reached without being offered (a fixed sequence): skip, never go negative
            cannot_pay(ctx)
            return
        yield from cost.pay(ctx)
        if body_do is not None:
            body_do(ctx)
        else:
            yield from body_run(ctx)

    return Stmt(run, can, source, body.opens)


# ====================================================================== tracks
@verb("advance", "advance TRACK [N]  |  advance any GROUP [N]")
def compile_advance(compiler: Compiler, node: ast.Call) -> Stmt:
    vocab = compiler.vocab
    if not node.args or len(node.args) > 2:
        raise CompileError("E407", "`advance` needs a track and optionally a number of steps", _usage(node), node)
    first = node.args[0]
    steps = _count_arg(compiler, node.args[1], node) if len(node.args) == 2 else (lambda ctx: 1)
    if isinstance(first, ast.AnyWord):
        group = vocab.canonical(first.name)
        tracks = tuple(t for t in vocab.groups.get(group, ()) if t in vocab.tracks)
        if not tracks:
            raise CompileError("E406", f"`any {first.name}` is not a group of tracks",
                               did_you_mean(first.name, [g for g, m in vocab.groups.items()
                                                         if any(t in vocab.tracks for t in m)]), first)
    elif isinstance(first, ast.Word):
        name = vocab.canonical(first.name)
        if name not in vocab.tracks:
            raise CompileError("E401", f"unknown track `{first.name}`",
                               did_you_mean(first.name, list(vocab.tracks) + [f"any {g}" for g in vocab.groups])
                               or "tracks are declared in vocabulary.tracks", first)
        tracks = (name,)
    else:
        raise CompileError("E407", "`advance` expects a track name first", _usage(node), first)
    choose = isinstance(first, ast.AnyWord)
    track_options = {t: Option(t, f"advance {t}", t) for t in tracks}  # built once: options are immutable

    if not choose:
        track = tracks[0]

        def run(ctx):  # one track: the runtime's own `advance` is the run (no generator around it)
            return ctx.rt.advance(ctx, track, steps(ctx))

        return Stmt(run, lambda ctx: ctx.rt.can_advance(ctx, track), f"advance {first.name}")

    def run(ctx):
        rt = ctx.rt
        if choose:
            open_tracks = [t for t in tracks if rt.can_advance(ctx, t)]
            candidates = open_tracks or []
            if not candidates:
                return
            track = yield from ask(ctx.player, "target", "advance on which track?",
                                   [track_options[t] for t in candidates])
        else:
            track = tracks[0]
        yield from rt.advance(ctx, track, steps(ctx))

    def can(ctx):
        can_advance = ctx.rt.can_advance
        for t in tracks:  # `any(…)` without a generator
            if can_advance(ctx, t):
                return True
        return False

    return Stmt(run, can, f"advance {'any ' if choose else ''}{first.name}")


# ====================================================================== pieces
PIECE_FILTERS = ("own", "unlocked", "locked", "here", "acting", "weakest", "strongest")


def _piece_selector(compiler: Compiler, node: ast.Call, args: tuple[ast.Node, ...]):
    """`worker unlocked here weakest` → (kind, filter function, stop index)."""
    vocab = compiler.vocab
    if not args or not isinstance(args[0], ast.Word) or vocab.canonical(args[0].name) not in vocab.pieces:
        got = args[0] if args else node
        raise CompileError("E407", f"`{node.verb}` expects a piece kind first",
                           did_you_mean(_word(got) or "", vocab.pieces) or
                           f"piece kinds: {', '.join(vocab.pieces) or 'none declared'}; {_usage(node)}", got)
    kind = vocab.canonical(args[0].name)
    words: list[str] = []
    index = 1
    while index < len(args) and isinstance(args[index], ast.Word) and \
            vocab.canonical(args[index].name) in PIECE_FILTERS:
        words.append(vocab.canonical(args[index].name))
        index += 1
    unlocked, locked = "unlocked" in words, "locked" in words
    here, acting = "here" in words, "acting" in words
    weakest, strongest = "weakest" in words, "strongest" in words

    matching, exists = _piece_filters(kind, acting, unlocked, locked, here)
    if weakest or strongest:
        def select(ctx) -> list:
            pieces = matching(ctx)
            if pieces and weakest:
                low = min(p.level for p in pieces)
                pieces = [p for p in pieces if p.level == low]
            if pieces and strongest:
                high = max(p.level for p in pieces)
                pieces = [p for p in pieces if p.level == high]
            return pieces
    else:
        select = matching

    select.exists = exists
    return kind, select, index, " ".join([kind] + words)


_PIECE_FILTER_MAKERS: dict[tuple[bool, ...], Callable] = {}


def _piece_filters(kind: str, acting: bool, unlocked: bool, locked: bool, here: bool):
    """(matching(ctx) -> the player's pieces of `kind` passing the filters, exists(ctx) -> is
    there one?), written out with only the tests the filters ask for (generated once per
    combination of filters): every legal-option check of a move or an upgrade scans all pieces."""
    shape = (acting, unlocked, locked, here)
    maker = _PIECE_FILTER_MAKERS.get(shape)
    if maker is None:
        tests = ["p.owner == player"]
        reads = ["player = ctx.player"]
        if acting:
            tests.append("p is acting_piece")
            reads.append("acting_piece = ctx.piece")
        if unlocked:
            tests.append("not p.locked")
        if locked:
            tests.append("p.locked")
        if here:
            tests.append("p.board == board")
            reads.append("board = ctx.board")
        tests.append("p.kind == kind")  # last: comparing texts costs most (the tests are pure)
        test, read = " and ".join(tests), "; ".join(reads)
        source = "\n".join([
            "def make(kind):",
            "    def matching(ctx):",
            f"        {read}",
            "        found = []",  # a loop, not a list comprehension (one function call less)
            "        for p in ctx.state.pieces:",
            f"            if {test}:",
            "                found.append(p)",
            "        return found",
            "    def exists(ctx):",
            f"        {read}",
            "        for p in ctx.state.pieces:",
            f"            if {test}:",
            "                return True",
            "        return False",
            "    return matching, exists"])
        namespace: dict = {}
        exec(compile(source, f"<pieces {'/'.join(str(int(x)) for x in shape)}>", "exec"), namespace)
        maker = _PIECE_FILTER_MAKERS[shape] = namespace["make"]
    return maker(kind)


def _piece_option(ctx, piece) -> Option:
    board = ctx.rt.vocab.boards[piece.board]
    return new_option((f"p{piece.pid}", f"{piece.kind} {piece.pid} (level {piece.level}, on {board.id})", piece))


@verb("upgrade", "upgrade PIECE [unlocked|locked|here|acting|weakest|strongest…] [N]")
def compile_upgrade(compiler: Compiler, node: ast.Call) -> Stmt:
    kind, select, index, text = _piece_selector(compiler, node, node.args)
    rest = node.args[index:]
    if len(rest) > 1:
        raise CompileError("E407", f"unexpected `{short_text(getattr(rest[1], 'name', rest[1]))}`", _usage(node), rest[1])
    times = _count_arg(compiler, rest[0], node) if rest else (lambda ctx: 1)

    def run(ctx):
        for _ in range(max(0, times(ctx))):
            candidates = select(ctx)
            if not candidates:
                return
            if len(candidates) == 1:  # `ask`, written out (no generator for it)
                piece = candidates[0]  # the value of its only option
            else:
                piece = yield new_decision((ctx.player, "piece", tuple([_piece_option(ctx, p) for p in candidates]),
                                            f"upgrade which {kind}?"))
            yield from ctx.rt.upgrade(ctx, piece)

    return Stmt(run, select.exists, f"{node.verb} {text}", counter_free=True)  # pieces only


@verb("move", "move PIECE [filters…] forward|back RANGE")
def compile_move(compiler: Compiler, node: ast.Call) -> Stmt:
    kind, select, index, text = _piece_selector(compiler, node, node.args)
    rest = node.args[index:]
    if len(rest) != 2 or _word(rest[0]) not in ("forward", "back") or not isinstance(rest[1], ast.Range):
        raise CompileError("E407", "`move` needs a direction and a distance", _usage(node),
                           rest[0] if rest else node)
    sign = 1 if rest[0].name == "forward" else -1
    distance = rest[1]
    if distance.hi is None or distance.lo < 1 or distance.hi < distance.lo:
        raise CompileError("E407", "the distance must be a closed range of 1 or more, like 1..3", _usage(node), distance)

    distances = tuple(Option(str(d), f"{rest[0].name} {d}", d) for d in range(distance.lo, distance.hi + 1))
    only_distance = distances[0].value if len(distances) == 1 else None
    move_prompt = f"move which {kind}?"
    # The key and text of a piece's option (`_piece_option`) depend on the piece's kind, number,
    # level and board only: worked out once per such combination and per board list (a move is
    # asked every turn, for each candidate piece).
    labels: dict = {}
    labels_of: list = [None]  # the board list `labels` was made with

    def run(ctx):
        # `ask` written out twice (a move asks every turn: no generator for each question)
        candidates = select(ctx)
        if not candidates:
            return
        boards = ctx.rt.vocab.boards
        if labels_of[0] is not boards:
            labels.clear()
            labels_of[0] = boards
        offered = []
        for p in candidates:
            label = labels.get((p.kind, p.pid, p.level, p.board))
            if label is None:
                label = labels[(p.kind, p.pid, p.level, p.board)] = (
                    f"p{p.pid}", f"{p.kind} {p.pid} (level {p.level}, on {boards[p.board].id})")
            offered.append(new_option(label + (p,)))
        if len(offered) == 1:
            piece = offered[0][2]  # `.value`, by position
        else:
            piece = yield new_decision((ctx.player, "piece", tuple(offered), move_prompt))
        if only_distance is not None:
            steps = only_distance
        else:
            steps = yield new_decision((ctx.player, "distance", distances, "how far?"))
        ctx.values["from_board"] = piece.board
        yield from ctx.rt.move_piece(ctx, piece, sign * steps)
        ctx.piece, ctx.board = piece, piece.board  # what follows in the turn acts with this piece

    return Stmt(run, select.exists, f"move {text} {rest[0].name} {distance.lo}..{distance.hi}", opens=True,
                counter_free=True)  # pieces only


@verb("unlock", "unlock all")
def compile_unlock(compiler: Compiler, node: ast.Call) -> Stmt:
    if [_word(a) for a in node.args] != ["all"]:
        raise CompileError("E407", "`unlock` takes `all`", _usage(node), node)

    def can(ctx):
        player = ctx.player
        for p in ctx.state.pieces:
            if p.locked and p.owner == player:  # the rarer test first: asked before every turn
                return True
        return False

    def do(ctx):
        for piece in ctx.state.pieces:
            if piece.owner == ctx.player and piece.locked:
                piece.locked = False
                piece.spot = None
                if ctx.rt.logging:
                    ctx.rt.log(ctx, "unlock", piece=piece.pid)

    return sync_stmt(do, can, "unlock all", counter_free=True)  # reads pieces only


@verb("recruit", "recruit PIECE (LEVEL) BOARD")
def compile_recruit(compiler: Compiler, node: ast.Call) -> Stmt:
    vocab = compiler.vocab
    if len(node.args) != 3 or _word(node.args[0]) is None or _word(node.args[2]) is None:
        raise CompileError("E407", "`recruit` needs a piece kind, a level and a board", _usage(node), node)
    kind = vocab.canonical(node.args[0].name)
    if kind not in vocab.pieces:
        raise CompileError("E401", f"unknown piece kind `{node.args[0].name}`", did_you_mean(kind, vocab.pieces), node.args[0])
    level = _count_arg(compiler, node.args[1], node)
    board = vocab.board_by_word(node.args[2].name)
    if board is None:
        raise CompileError("E401", f"unknown board `{node.args[2].name}`",
                           did_you_mean(node.args[2].name, [b.id for b in vocab.boards]), node.args[2])
    limit = vocab.pieces[kind].per_player

    def can(ctx):
        return limit is None or sum(1 for p in ctx.state.pieces if p.owner == ctx.player and p.kind == kind) < limit

    def do(ctx):
        if can(ctx):
            ctx.rt.add_piece(ctx.state, ctx.player, kind, board.index, level(ctx))
            if ctx.rt.logging:
                ctx.rt.log(ctx, "recruit", piece_kind=kind, board=board.id)

    return sync_stmt(do, can, f"recruit {kind}")


# ====================================================================== supplies and components
def component_info(compiler: Compiler, cid: str) -> Optional[Any]:
    """The component `cid` as the runtime knows it, or None while only checking rule files."""
    services = compiler.services
    return getattr(services, "components", {}).get(cid) if services is not None else None


def data_component(compiler: Compiler, where: ast.Node, name: Optional[str], what: str, hint: str) -> Optional[Any]:
    """A component a primitive reads as data (a map, a grid, an arrangement), named by id: an
    unknown id is E401 with a did-you-mean (else `hint`, saying what such a component's data has).
    Returns the component when the runtime is known, for the primitive to check its data."""
    vocab = compiler.vocab
    if name is None or (vocab.component_ids and name not in vocab.component_ids):
        raise CompileError("E401", f"unknown {what} `{name or ''}`",
                           did_you_mean(name or "", vocab.component_ids) or hint, where)
    return component_info(compiler, name)


def _supply_arg(compiler: Compiler, node: ast.Call, arg: ast.Node) -> Optional[str]:
    """A supply name, or None for `here` (the supply of the acting spot)."""
    name = _word(arg)
    if name == "here":
        return None
    if name is None or compiler.vocab.canonical(name) not in compiler.vocab.supplies:
        raise CompileError("E401", f"unknown supply `{name or short_text(arg)}`",
                           did_you_mean(name or "", compiler.vocab.supplies) or
                           "supplies are declared in vocabulary.supplies", arg)
    return compiler.vocab.canonical(name)


@verb("claim", "claim SUPPLY [free]  |  claim here [free]")
def compile_claim(compiler: Compiler, node: ast.Call) -> Stmt:
    if not node.args or len(node.args) > 2 or (len(node.args) == 2 and _word(node.args[1]) != "free"):
        raise CompileError("E407", "`claim` takes a supply and optionally `free`", _usage(node), node)
    supply = _supply_arg(compiler, node, node.args[0])
    free = len(node.args) == 2

    def supply_of(ctx) -> Optional[str]:
        return supply if supply is not None else ctx.values.get("supply_here")

    def can(ctx):
        name = supply_of(ctx)
        stack = ctx.state.supplies.get(name) if name else None
        if not stack:
            return False
        return free or ctx.rt.component_cost(stack[0]).affordable(ctx)

    def run(ctx):
        if not can(ctx):
            return
        name = supply_of(ctx)
        component = ctx.state.supplies[name][0]
        if not free:
            cost = ctx.rt.component_cost(component)
            if not (cost.never_asks and cost.pay_now(ctx)):  # in one go when it asks nothing and is affordable
                yield from cost.pay(ctx)
        ctx.state.supplies[name].pop(0)
        ctx.state.players[ctx.player].owned.append(component)
        ctx.values["it"] = component
        if ctx.rt.logging:
            ctx.rt.log(ctx, "claim", component=component, supply=name)
        yield from ctx.rt.emit(ctx, "claim", {"type": ctx.rt.component_type(component), "id": component})

    return Stmt(run, can, f"claim {supply or 'here'}{' free' if free else ''}", opens=True)


@verb("acquire", "acquire SUPPLY lowest [free]  |  acquire SUPPLY choice (MAX_ROW) [free]  |  "
                 "acquire SUPPLY number (N) [free]")
def compile_acquire(compiler: Compiler, node: ast.Call) -> Stmt:
    words = [_word(a) for a in node.args]
    mode = words[1] if len(words) >= 2 else None
    choice, by_number = mode == "choice", mode == "number"
    free = words[-1] == "free"
    expected = (3 if choice or by_number else 2) + (1 if free else 0)
    if len(words) != expected or mode not in ("lowest", "choice", "number"):
        raise CompileError("E407", "`acquire` takes a supply, then `lowest`, `choice (MAX_ROW)` or `number (N)`, "
                           "and optionally `free`", _usage(node), node)
    supply = _supply_arg(compiler, node, node.args[0])
    if supply is None:
        raise CompileError("E407", "`acquire` needs a named supply", _usage(node), node.args[0])
    max_row = _count_arg(compiler, node.args[2], node) if choice else None
    wanted = _count_arg(compiler, node.args[2], node) if by_number else None
    columns = compiler.vocab.supplies[supply].columns

    def candidates(ctx) -> list[tuple[int, str]]:
        """(slot, component) the player may take: not owned, within the row limit, affordable."""
        owned = ctx.state.players[ctx.player].owned
        limit = max_row(ctx) if max_row is not None else None
        found = []
        for slot, component in enumerate(ctx.state.supplies.get(supply, ())):
            if component in owned:
                continue
            if limit is not None and columns and slot // columns + 1 > limit:
                continue
            if wanted is not None and ctx.rt.component_number(component) != wanted(ctx):
                continue
            found.append((slot, component))
        if mode == "lowest" and found:
            found = [min(found, key=lambda item: ctx.rt.component_number(item[1]))]
        if not free:
            found = [item for item in found if ctx.rt.component_cost(item[1]).affordable(ctx)]
        return found

    def can(ctx):
        """`bool(candidates(ctx))`, without building the list: stops at the first component that
        may be taken (for `lowest`, only the lowest one counts)."""
        owned = ctx.state.players[ctx.player].owned
        limit = max_row(ctx) if max_row is not None else None
        rt = ctx.rt
        lowest = None
        for slot, component in enumerate(ctx.state.supplies.get(supply, ())):
            if component in owned:
                continue
            if limit is not None and columns and slot // columns + 1 > limit:
                continue
            if wanted is not None and rt.component_number(component) != wanted(ctx):
                continue
            if mode == "lowest":  # the first of the lowest numbers, as `min` picks it
                if lowest is None or rt.component_number(component) < rt.component_number(lowest):
                    lowest = component
                continue
            if free or rt.component_cost(component).affordable(ctx):
                return True
        if lowest is not None:
            return free or rt.component_cost(lowest).affordable(ctx)
        return False

    def run(ctx):
        found = candidates(ctx)
        if not found:
            return
        slot, component = yield from ask(ctx.player, "choose", f"acquire which from {supply}?",
                                         [Option(c, ctx.rt.component_name(c), (s, c)) for s, c in found])
        if not free:
            cost = ctx.rt.component_cost(component)
            if not (cost.never_asks and cost.pay_now(ctx)):  # in one go when it asks nothing and is affordable
                yield from cost.pay(ctx)
        ctx.state.players[ctx.player].owned.append(component)
        ctx.state.players[ctx.player].fresh.add(component)
        if ctx.rt.logging:
            ctx.rt.log(ctx, "acquire", component=component)
        row, column = (slot // columns + 1, slot % columns + 1) if columns else (1, slot + 1)
        ctx.values.update(slot_row=row, slot_column=column, it=component)
        sub = ctx.derive_values({"slot_row": row, "slot_column": column})
        yield from ctx.rt.emit(sub, "acquire", {"type": ctx.rt.component_type(component), "id": component})

    return Stmt(run, can, f"acquire {supply} {mode}{' free' if free else ''}", opens=True)


# ====================================================================== flags, counters, events
@verb("grant", "grant FLAG")
def compile_grant(compiler: Compiler, node: ast.Call) -> Stmt:
    name = _word(node.args[0]) if len(node.args) == 1 else None
    if name is None or compiler.vocab.canonical(name) not in compiler.vocab.flags:
        raise CompileError("E401", f"unknown flag `{name or ''}`",
                           did_you_mean(name or "", compiler.vocab.flags) or "flags are declared in vocabulary.flags",
                           node.args[0] if node.args else node)
    flag = compiler.vocab.canonical(name)

    def do(ctx):
        flags = ctx.state.players[ctx.player].flags
        flags[flag] = flags.get(flag, 0) + 1
        if ctx.rt.logging:
            ctx.rt.log(ctx, "grant", flag=flag)

    return sync_stmt(do, _always, f"grant {flag}")


def _resource_arg(compiler: Compiler, node: ast.Call, arg: ast.Node) -> str:
    name = _word(arg)
    if name is None or compiler.vocab.canonical(name) not in compiler.vocab.resources:
        raise CompileError("E401", f"unknown resource `{name or short_text(arg)}`",
                           did_you_mean(name or "", compiler.vocab.resources), arg)
    return compiler.vocab.canonical(name)


@verb("lose", "lose RESOURCE N")
def compile_lose(compiler: Compiler, node: ast.Call) -> Stmt:
    if len(node.args) != 2:
        raise CompileError("E407", "`lose` takes a resource and an amount", _usage(node), node)
    resource = _resource_arg(compiler, node, node.args[0])
    amount = _count_arg(compiler, node.args[1], node)

    def do(ctx):
        have = ctx.state.players[ctx.player].counters
        lost = min(have[resource], max(0, amount(ctx)))
        have[resource] -= lost
        if lost:
            if ctx.rt.logging:
                ctx.rt.log(ctx, "lose", resource=resource, amount=lost)

    return sync_stmt(do, _always, f"lose {resource}")


@verb("owe", "owe RESOURCE N PENALTY_RESOURCE M")
def compile_owe(compiler: Compiler, node: ast.Call) -> Stmt:
    if len(node.args) != 4:
        raise CompileError("E407", "`owe` takes a resource, an amount, a penalty resource and a penalty", _usage(node), node)
    resource = _resource_arg(compiler, node, node.args[0])
    amount = _count_arg(compiler, node.args[1], node)
    penalty_resource = _resource_arg(compiler, node, node.args[2])
    penalty = _count_arg(compiler, node.args[3], node)

    def do(ctx):
        have = ctx.state.players[ctx.player].counters
        due = max(0, amount(ctx))
        paid = min(due, have[resource])
        have[resource] -= paid
        missing = due - paid
        lost = min(have[penalty_resource], missing * penalty(ctx))
        have[penalty_resource] -= lost
        if ctx.rt.logging:
            ctx.rt.log(ctx, "owe", resource=resource, due=due, paid=paid, penalty=lost)

    return sync_stmt(do, _always, f"owe {resource}")


@verb("set", "set COUNTER N")
def compile_set(compiler: Compiler, node: ast.Call) -> Stmt:
    name = _word(node.args[0]) if len(node.args) == 2 else None
    if name is None or compiler.vocab.canonical(name) not in compiler.vocab.counters:
        raise CompileError("E401", f"unknown counter `{name or ''}`",
                           did_you_mean(name or "", compiler.vocab.counters) or "`set` takes a global counter and a value",
                           node)
    counter = compiler.vocab.canonical(name)
    value = _count_arg(compiler, node.args[1], node)

    def do(ctx):
        ctx.state.counters[counter] = value(ctx)
        if ctx.rt.logging:
            ctx.rt.log(ctx, "set", counter=counter, value=ctx.state.counters[counter])

    return sync_stmt(do, _always, f"set {counter}")


@verb("emit", "emit EVENT")
def compile_emit(compiler: Compiler, node: ast.Call) -> Stmt:
    name = _word(node.args[0]) if len(node.args) == 1 else None
    if name is None or (compiler.vocab.events and compiler.vocab.canonical(name) not in compiler.vocab.events):
        raise CompileError("E404", f"unknown event `{name or ''}`", did_you_mean(name or "", compiler.vocab.events), node)
    event = compiler.vocab.canonical(name)

    def run(ctx):  # not a generator itself: hands over the runtime's
        rt = ctx.rt
        if rt.triggers.get(event):  # no trigger on the event: nothing to run (nor attributes to gather)
            return rt.emit(ctx, event, rt.context_attrs(ctx))
        return DONE

    return Stmt(run, _always, f"emit {event}")


__all__ = ["Cost", "compile_gain", "compile_pay"]
