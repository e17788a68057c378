#!/usr/bin/env python3
"""gen-programs.py — the differential program generator: random small PHP programs,
each run by `php -n` and by HopVM in every mode (fuzzlib.HOP_MODES); any difference is
minimized (statements removed while it holds) and written to a folder.

    tools/fuzz/gen-programs.py --count 5000 --seed 1 -j2 [--out DIR] [--hop build/hop]
    tools/fuzz/gen-programs.py --show 17 --seed 1        (print program 17 and stop)

A program is a list of top-level items (functions, classes, statements), each statement
wrapped in try/catch so one error does not hide the rest. Values are drawn at the edges
of PHP's semantics: mixed-type arithmetic on int/float/string/bool/null/array operands,
NAN/INF, numeric and leading-numeric strings, int overflow, array keys and the next
free key, string functions, loops, calls with typed parameters (coercion and
strict_types), typed properties (uninitialized, unset), exceptions with finally, and
results shown with var_dump, var_export, json_encode, print_r and echo.

Exit status 1 when HopVM crashed or hung, or its modes disagree; the hop-vs-php count
is a figure (printed as "N programs, N differ from php, N differ between modes, N crashes")
that --max-php-diffs turns into a check.
"""
import argparse
import collections
import concurrent.futures
import os
import random
import re
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fuzzlib  # noqa: E402

# ---------------------------------------------------------------- values

INTS = ["0", "1", "-1", "2", "3", "7", "-7", "10", "42", "255", "256", "1000", "PHP_INT_MAX", "PHP_INT_MIN",
        "-PHP_INT_MAX", "4611686018427387904", "9007199254740993", "0x7F", "0b101", "017", "1_000"]
FLOATS = ["0.0", "-0.0", "0.5", "1.5", "-1.5", "2.5", "0.1", "1e3", "1e15", "1e16", "1e25", "-1e25", "1.0e-7",
          "3.0", "NAN", "INF", "-INF", "PHP_FLOAT_EPSILON", "9.2233720368547758E+18", "123456789.125",
          "1e100", "-2.5e-5", "0.30000000000000004", "7.0E-10", "PHP_FLOAT_MAX"]
STRINGS = ['""', '"0"', '"1"', '"-1"', '"5"', '" 5"', '"5 "', '"5abc"', '"abc"', '"abc5"', '"1e3"', '"1.5"',
           '".5"', '"0x1A"', '"9223372036854775807"', '"9223372036854775808"', '"-9223372036854775809"',
           '"1e1000"', '"  12  "', '"00"', '"0.0"', '"-0"', '"+3"', '"1,5"', '"a"', '"Z"', '"z"', '"Az"',
           '"zz"', '"A9"', '"héllo"', '"a\\0b"', '"NAN"', '"INF"', "'12abc'", '"7E-10"', '"\\t7\\n"',
           '"1e-7"', '"2.5"', '"10"', '"010"', '"  "', '"null"', '"true"', '"[1]"']
SCALARS_MISC = ["true", "false", "null"]
ARRAYS = ["[]", "[1, 2, 3]", "['a' => 1, 'b' => 2]", "[1, [2, 3]]", "[0 => 'x', 5 => 'y']", "['10' => 1, '01' => 2]",
          "[-5 => 1]", "[PHP_INT_MAX => 1]", "[1.5, null, true]", "['x' => [], 'y' => ['z' => null]]",
          "[3 => 'c', 1 => 'a', 2 => 'b']", "[NAN]", "['k' => 1.0, 'm' => 1e25]"]
OBJECTS = ["new stdClass", "new P", "(object)['a' => 1]", "new ArrayObject([1, 2])"]
KEYS = ["0", "1", "-1", "-5", "PHP_INT_MAX", "PHP_INT_MIN", '"10"', '"01"', '"-0"', '"a"', '""', "true", "false",
        "null", "1.7", "-1.5", '"9223372036854775808"', '" 1"', '"1 "', "2.0", "1e20"]

BINOPS_ARITH = ["+", "-", "*", "/", "%", "**", ".", "|", "&", "^", "<<", ">>"]
BINOPS_CMP = ["==", "===", "!=", "!==", "<", "<=", ">", ">=", "<=>"]
BINOPS_LOGIC = ["&&", "||", "xor", "??", "?:"]
UNOPS = ["-", "+", "!", "~"]
CASTS = ["(int)", "(float)", "(string)", "(bool)", "(array)"]

# (name, arity range, what it is good at)
FUNCS = [("strlen", 1), ("strtoupper", 1), ("strtolower", 1), ("ucfirst", 1), ("strrev", 1), ("trim", 1),
         ("str_repeat", 2), ("substr", 2), ("substr", 3), ("str_pad", 3), ("strpos", 2), ("str_contains", 2),
         ("str_replace", 3), ("implode", 2), ("explode", 2), ("sprintf", 2), ("number_format", 2),
         ("intdiv", 2), ("abs", 1), ("max", 2), ("min", 2), ("round", 1), ("round", 2), ("floor", 1),
         ("ceil", 1), ("fmod", 2), ("intval", 1), ("floatval", 1), ("strval", 1), ("boolval", 1),
         ("is_numeric", 1), ("gettype", 1), ("get_debug_type", 1), ("count", 1), ("array_sum", 1),
         ("array_product", 1), ("array_keys", 1), ("array_values", 1), ("array_merge", 2), ("in_array", 2),
         ("array_search", 2), ("array_flip", 1), ("array_reverse", 1), ("array_slice", 2), ("range", 2),
         ("array_fill", 3), ("array_key_first", 1), ("array_key_last", 1), ("array_unique", 1),
         ("array_combine", 2), ("array_pad", 3), ("array_count_values", 1), ("str_split", 2), ("ord", 1),
         ("chr", 1), ("dechex", 1), ("bin2hex", 1), ("base_convert", 3), ("ucwords", 1), ("wordwrap", 2),
         ("nl2br", 1), ("lcfirst", 1), ("str_word_count", 1), ("strcmp_sign", 2), ("strnatcmp_sign", 2),
         ("similar_text", 2), ("levenshtein", 2), ("md5", 1), ("crc32", 1), ("json_encode", 1),
         ("serialize", 1), ("var_export", 2), ("print_r", 2), ("is_int", 1), ("is_float", 1),
         ("is_string", 1), ("settype_copy", 2), ("sqrt", 1), ("pow", 2), ("log", 1), ("is_nan", 1),
         ("array_map_double", 1), ("usort_copy", 1), ("json_decode", 1), ("array_key_exists", 2),
         ("str_word_count", 1), ("addslashes", 1), ("htmlspecialchars", 1), ("strtr", 3),
         ("mb_substr_count", 2)]
FUNCS = [f for f in FUNCS if f[0] not in ("mb_substr_count",)]  # php -n has no mbstring

SHOW = ["var_dump({e});", "echo json_encode({e}), \"\\n\";", "var_export({e}); echo \"\\n\";",
        "echo {e}, \"\\n\";", "print_r({e}); echo \"\\n\";", "echo json_encode({e}, JSON_PRESERVE_ZERO_FRACTION), \"\\n\";",
        "echo serialize({e}), \"\\n\";", "var_dump((string){e});"]

LOOP_START = ['0', '-2', '0.5', '"1"']
LOOP_TERM = ['$i', '($i * 1.5)', '"$i"', '$i % 3', '-$i']
REF_TERM = ['$v . "!"', '$k', 'null', '[$v]']
PROP_OPS = ['++', '--', ' .= "x"', ' += 1.5', '[] = 1']
THROWERS = ['throw new RuntimeException("r", 3);', 'intdiv(1, 0);', '1 % 0;', 'throw new LogicException("l");',
            '[] > 1;', 'echo 1;']
STR_OFFSETS = ['0', '-1', '1', '5', '"1"', '1.5', 'true']
STR_ASSIGN = ['"X"', '""', '"YZ"', '5']

TYPES = ["int", "float", "string", "bool", "array", "?int", "?string", "int|string", "float|string", "int|float",
         "mixed", "?array", "iterable", "int|bool", "?float", "string|array", "null|int|float"]


class Gen:
    def __init__(self, rng):
        self.r = rng
        self.vars = ["$a", "$b", "$c", "$s", "$n", "$f", "$arr"]
        self.funcs = []     # (name, params as [(type, name)], return type)
        self.items = []     # top-level items (strings)
        self.strict = False

    def pick(self, seq):
        return self.r.choice(seq)

    def chance(self, p):
        return self.r.random() < p

    # ------------------------------------------------------------ expressions

    def literal(self):
        k = self.r.random()
        if k < 0.25:
            if self.chance(0.3):
                return str(self.r.randint(-20, 300))
            return self.pick(INTS)
        if k < 0.45:
            return self.pick(FLOATS)
        if k < 0.75:
            return self.pick(STRINGS)
        if k < 0.85:
            return self.pick(SCALARS_MISC)
        if k < 0.96:
            return self.pick(ARRAYS)
        return self.pick(OBJECTS)

    def atom(self):
        if self.chance(0.4):
            return self.pick(self.vars)
        return self.literal()

    def expr(self, depth=0):
        if depth >= 3 or self.chance(0.3 + 0.2 * depth):
            return self.atom()
        k = self.r.random()
        e = lambda: self.expr(depth + 1)  # noqa: E731
        if k < 0.30:
            return f"({e()} {self.pick(BINOPS_ARITH)} {e()})"
        if k < 0.45:
            return f"({e()} {self.pick(BINOPS_CMP)} {e()})"
        if k < 0.50:
            op = self.pick(BINOPS_LOGIC)
            if op == "?:":
                return f"({e()} ? {e()} : {e()})"
            return f"({e()} {op} {e()})"
        if k < 0.56:
            return f"{self.pick(UNOPS)}{e()}"
        if k < 0.64:
            return f"{self.pick(CASTS)}{e()}"
        if k < 0.84:
            return self.call(depth)
        if k < 0.88 and self.funcs:
            name, params, _ = self.pick(self.funcs)
            return f"{name}({', '.join(e() for _ in params)})"
        if k < 0.92:
            return f"{self.pick(self.vars)}[{self.pick(KEYS)}]"
        if k < 0.95:
            return f"match(true) {{ {e()} => {e()}, {e()} => {e()}, default => {e()} }}"
        if k < 0.97:
            return f"\"x{{{self.pick(self.vars)}}}y\""
        return f"[{e()}, {self.pick(KEYS)} => {e()}]"

    def call(self, depth):
        name, n = self.pick(FUNCS)
        args = [self.expr(depth + 1) for _ in range(n)]
        if name.endswith("_sign"):
            # php returns memcmp's raw difference, which varies from run to run: keep the sign
            return f"({name[:-5]}({args[0]}, {args[1]}) <=> 0)"
        if name == "settype_copy":
            t = self.pick(["int", "float", "string", "bool", "array", "null"])
            return f"(function($v) {{ settype($v, '{t}'); return $v; }})({args[0]})"
        if name == "array_map_double":
            return f"array_map(fn($x) => $x * 2, (array){args[0]})"
        if name == "usort_copy":
            return f"(function($v) {{ usort($v, fn($x, $y) => $x <=> $y); return $v; }})((array){args[0]})"
        if name in ("str_repeat", "str_pad", "array_fill", "array_pad", "range"):
            # keep sizes small: a bounded second argument
            args[1] = str(self.r.randint(-3, 6)) if name != "range" else args[1]
            if name == "range":
                args = [str(self.r.randint(-3, 5)), self.pick([str(self.r.randint(-3, 8)), '"e"', "2.5", '"a"'])]
            if name == "array_fill":
                args[0] = self.pick(["0", "-3", "PHP_INT_MAX", "5"])
                args[1] = str(self.r.randint(0, 3))
        if name == "var_export" or name == "print_r":
            args[1] = "true"
        if name == "str_split":
            args[1] = str(self.r.randint(0, 3))
        if name == "wordwrap":
            args[1] = str(self.r.randint(0, 5))
        return f"{name}({', '.join(args)})"

    # ------------------------------------------------------------ statements

    def wrap(self, body):
        return ("try {\n" + body + "\n} catch (\\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), \"\\n\"; }")

    def show(self, e):
        return self.pick(SHOW).format(e=e)

    def stmt(self):
        k = self.r.random()
        v = self.pick(self.vars)
        if k < 0.22:
            return self.wrap(self.show(self.expr()))
        if k < 0.32:
            return self.wrap(f"{v} = {self.expr()};")
        if k < 0.40:
            op = self.pick(["+=", "-=", "*=", ".=", "/=", "%=", "**=", "|=", "&=", "<<=", "??=", "^="])
            return self.wrap(f"{v} {op} {self.expr(1)};\n" + self.show(v))
        if k < 0.45:
            op = self.pick(["++", "--"])
            pre = self.chance(0.5)
            return self.wrap(f"var_dump({op + v if pre else v + op}); var_dump({v});")
        if k < 0.55:
            return self.wrap(self.array_stmt())
        if k < 0.63:
            return self.wrap(self.loop_stmt())
        if k < 0.72:
            return self.wrap(self.prop_stmt())
        if k < 0.79:
            return self.wrap(self.exc_stmt())
        if k < 0.86:
            return self.wrap(self.string_stmt())
        if k < 0.92 and self.funcs:
            name, params, _ = self.pick(self.funcs)
            return self.wrap(self.show(f"{name}({', '.join(self.expr(1) for _ in params)})"))
        if k < 0.96:
            return self.wrap(f"switch ({self.expr(1)}) {{ case {self.literal()}: echo 'A'; break; "
                             f"case {self.literal()}: echo 'B'; default: echo 'D'; }} echo \"\\n\";")
        return self.wrap(f"$r = &{v}; $r = {self.expr(1)}; unset($r); var_dump({v});")

    def array_stmt(self):
        lines = [f"$x = {self.pick(ARRAYS)};"]
        for _ in range(self.r.randint(1, 4)):
            k = self.r.random()
            if k < 0.35:
                lines.append(f"$x[{self.pick(KEYS)}] = {self.atom()};")
            elif k < 0.6:
                lines.append(f"$x[] = {self.atom()};")
            elif k < 0.7:
                lines.append(f"unset($x[{self.pick(KEYS)}]);")
            elif k < 0.8:
                lines.append(f"$x[{self.pick(KEYS)}][] = {self.atom()};")
            elif k < 0.87:
                lines.append(f"var_dump(isset($x[{self.pick(KEYS)}]), $x[{self.pick(KEYS)}] ?? 'none');")
            elif k < 0.93:
                lines.append(self.pick(["sort($x);", "rsort($x);", "ksort($x);", "asort($x);", "arsort($x);",
                                        "$x = array_values($x);", "array_pop($x);", "array_shift($x);",
                                        "array_unshift($x, 9);", "array_push($x, 1, 2);",
                                        "array_splice($x, 1, 1);", "$x += [7 => 'p'];"]))
            else:
                lines.append(f"echo $x[{self.pick(KEYS)}], \"\\n\";")
        lines.append(self.show("$x"))
        return "\n".join(lines)

    def loop_stmt(self):
        k = self.r.random()
        acc = self.pick(["0", "0.0", '""', "1", "[]", "null", '"1"'])
        op = self.pick(["+", ".", "*", "-", "|", "<=>", "%"])
        n = self.r.randint(0, 6)
        if k < 0.3:
            return (f"$acc = {acc};\nfor ($i = {self.pick(LOOP_START)}; $i < {n}; $i++) "
                    f"{{ $acc = $acc {op} {self.pick(LOOP_TERM)}; }}\n"
                    + self.show("$acc"))
        if k < 0.55:
            return (f"$acc = [];\nforeach ({self.pick(ARRAYS)} as $k => $v) {{ $acc[] = $k; $acc[$k . 'v'] = $v; }}\n"
                    + self.show("$acc"))
        if k < 0.7:
            return (f"$i = 0; $acc = {acc};\nwhile ($i++ < {n}) {{ if ($i == {self.r.randint(1, 4)}) continue; "
                    f"$acc = $acc {op} $i; if ($acc > 100) break; }}\n" + self.show("$acc"))
        if k < 0.85:
            return (f"$x = {self.pick(ARRAYS)};\nforeach ($x as $k => &$v) {{ $v = {self.pick(REF_TERM)}; }}\n"
                    "unset($v);\n" + self.show("$x"))
        return (f"$acc = {acc}; $i = {n};\ndo {{ $acc = $acc {op} $i; }} while (--$i > 0);\n" + self.show("$acc"))

    def prop_stmt(self):
        lines = ["$o = new T();"]
        for _ in range(self.r.randint(1, 4)):
            p = self.pick(["i", "f", "s", "ni", "a", "u", "b", "d", "m"])
            k = self.r.random()
            if k < 0.35:
                lines.append(f"$o->{p} = {self.atom()};")
            elif k < 0.5:
                lines.append(f"unset($o->{p});")
            elif k < 0.7:
                lines.append(f"var_dump($o->{p});")
            elif k < 0.78:
                lines.append(f"var_dump(isset($o->{p}));")
            elif k < 0.85:
                lines.append(f"$o->{p}{self.pick(PROP_OPS)};")
            else:
                lines.append(self.pick(["var_dump($o);", "print_r($o); echo \"\\n\";", "var_export($o); echo \"\\n\";",
                                        "echo json_encode($o), \"\\n\";", "var_dump((array)$o);",
                                        "var_dump(get_object_vars($o));", "$o2 = clone $o; var_dump($o2 == $o);"]))
        lines.append(self.pick(["var_dump($o);", "echo json_encode($o), \"\\n\";", "var_export($o); echo \"\\n\";"]))
        return "\n".join(lines)

    def exc_stmt(self):
        k = self.r.random()
        if k < 0.4:
            return (f"try {{ echo 'a'; {self.pick(THROWERS)} }}\n"
                    f"catch (LogicException $e) {{ echo get_class($e), $e->getMessage(); }}\n"
                    f"finally {{ echo \"f\\n\"; }}")
        if k < 0.7:
            return ("function_exists('thrower') || eval('function thrower($x) { if ($x > 1) throw new DomainException(\"d$x\"); return $x; }');\n"
                    f"try {{ var_dump(thrower({self.atom()})); }} catch (DomainException $e) {{ echo $e->getMessage(), \"\\n\"; throw new Exception('re', 1, $e); }}")
        return (f"$g = (function() {{ try {{ yield 1; yield {self.atom()}; }} finally {{ echo \"gf\\n\"; }} }})();\n"
                "foreach ($g as $k => $v) { var_dump($k, $v); }")

    def string_stmt(self):
        s = self.pick(STRINGS)
        return self.pick([
            f"$t = {s}; var_dump($t[{self.pick(STR_OFFSETS)}]);",
            f"$t = {s}; $t[{self.r.randint(-2, 4)}] = {self.pick(STR_ASSIGN)}; var_dump($t);",
            f"$t = {s}; $t++; var_dump($t);",
            f"$t = {s}; $t--; var_dump($t);",
            f"var_dump(str_contains({s}, {self.pick(STRINGS)}), strcmp({s}, {self.pick(STRINGS)}) <=> 0);",
            f"var_dump({s} == {self.pick(STRINGS)}, {s} < {self.pick(STRINGS)}, {s} <=> {self.literal()});",
            f"var_dump(sprintf('%05.2f|%d|%s|%x|%e|%\\'*10s|%-5d|%u', {self.atom()}, {self.atom()}, {self.atom()}, 255, {self.atom()}, 'ab', -3, -1));",
            f"var_dump(is_numeric({s}), (int){s}, (float){s}, {s} + 0);",
            f"var_dump(\"{{{self.pick(self.vars)}}}\" . {s});",
        ])

    def decls(self):
        """Functions and a class with typed properties; the class is always there (the
        statements use it), functions sometimes."""
        items = []
        items.append("class P { public $a = 1; protected $b = 2; private $c = 3; public function __toString(): string { return 'P!'; } }")
        props = ["public int $i;", "public float $f = 1.5;", "public string $s = 'x';", "public ?int $ni = null;",
                 "public array $a = [];", "public $u;", "public bool $b;", "public int|string $d = 0;",
                 "public mixed $m;"]
        items.append("class T { " + " ".join(props) + " }")
        for n in range(self.r.randint(0, 3)):
            name = f"f{n}"
            params = [(self.pick(TYPES), f"$p{i}") for i in range(self.r.randint(1, 2))]
            ret = self.pick(["", ": int", ": string", ": float", ": ?int", ": array", ": mixed", ": bool", ": int|float"])
            ps = ", ".join(f"{t} {p}" for t, p in params)
            body_e = self.pick([f"{params[0][1]}", f"{params[0][1]} + 1", f"{params[0][1]} . 'z'",
                                f"{params[-1][1]} * 2", f"[{params[0][1]}]", f"var_dump({params[0][1]})",
                                f"{params[0][1]} <=> {params[-1][1]}", f"(string){params[0][1]}"])
            items.append(f"function {name}({ps}){ret} {{ return {body_e}; }}")
            self.funcs.append((name, params, ret))
        return items

    def program(self):
        self.strict = self.chance(0.15)
        items = self.decls()
        init = [f"$a = {self.literal()};", f"$b = {self.literal()};", f"$c = {self.literal()};",
                f"$s = {self.pick(STRINGS)};", f"$n = {self.pick(INTS)};", f"$f = {self.pick(FLOATS)};",
                f"$arr = {self.pick(ARRAYS)};"]
        items += init
        for _ in range(self.r.randint(4, 12)):
            items.append(self.stmt())
        return items


def render(items, strict):
    head = "<?php\n" + ("declare(strict_types=1);\n" if strict else "")
    return head + "\n".join(items) + "\n"


def make_program(seed, index):
    g = Gen(random.Random(f"{seed}:{index}"))
    items = g.program()
    return items, g.strict

# ---------------------------------------------------------------- running

PHP = ["php", "-n", "-d", "error_reporting=-1", "-d", "display_errors=1", "-d", "log_errors=0",
       "-d", "precision=14", "-d", "serialize_precision=-1"]


class Runner:
    def __init__(self, hop, modes, use_php, timeout, workdir):
        self.hop, self.modes, self.use_php, self.timeout, self.workdir = hop, modes, use_php, timeout, workdir

    def run_all(self, src, tag, only=None):
        """{name: Result} for php (if used) and every mode in `only` (default all)."""
        path = os.path.join(self.workdir, f"{tag}.php")
        with open(path, "w") as fh:
            fh.write(src)
        res = {}
        if self.use_php and (only is None or "php" in only):
            res["php"] = fuzzlib.run(PHP + [path], self.timeout)
        for name, args in self.modes:
            if only is None or name in only:
                res[name] = fuzzlib.run([self.hop] + args + [path], self.timeout)
        os.unlink(path)
        return res


def first_diff(a, b):
    """The first differing line of two outputs, as (line of a, line of b)."""
    la = [l for l in a.decode("utf-8", "replace").splitlines() if l.strip()]
    lb = [l for l in b.decode("utf-8", "replace").splitlines() if l.strip()]
    for x, y in zip(la, lb):
        if x != y:
            return x, y
    if len(la) != len(lb):
        return ("<end>" if len(la) < len(lb) else la[len(lb)]), ("<end>" if len(lb) < len(la) else lb[len(la)])
    return "<same output>", "<same output>"


def signature(a, b):
    """A rough class of a difference (for the summary): the first differing line, with
    numbers and quoted text blanked."""
    x, y = first_diff(a, b)
    norm = lambda s: re.sub(r"\d+", "N", re.sub(r"\"[^\"]*\"|'[^']*'", "S",  # noqa: E731
                                                re.sub(r" in /\S+ on line \d+|/tmp/\S+", "", s)))[:100]
    return f"{norm(x)}  <>  {norm(y)}"


def ddmin(items, fixed, holds):
    """Removes items (indexes not in `fixed`) while holds(items) stays true."""
    items = list(items)
    n = 2
    while True:
        removable = [i for i in range(len(items)) if i not in fixed]
        if not removable:
            return items
        n = min(n, len(removable))
        chunk = max(1, len(removable) // n)
        reduced = False
        for start in range(0, len(removable), chunk):
            drop = set(removable[start:start + chunk])
            cand = [it for i, it in enumerate(items) if i not in drop]
            if holds(cand):
                # `fixed` holds indexes into the old list: recompute them
                fixed = {i - sum(1 for d in drop if d < i) for i in fixed}
                items = cand
                n = max(n - 1, 2)
                reduced = True
                break
        if not reduced:
            if chunk == 1:
                return items
            n = min(len(removable), n * 2)


def check_program(runner, seed, index, minimize):
    items, strict = make_program(seed, index)
    tag = f"p{seed}-{index}"
    res = runner.run_all(render(items, strict), tag)
    report = {"index": index, "crashes": [], "php_diff": None, "mode_diffs": []}
    for name, r in res.items():
        if name != "php" and r.crash():
            report["crashes"].append((name, r.crash()))
    off = res["off"]
    for name, _ in runner.modes[1:]:
        if res[name].key() != off.key():
            report["mode_diffs"].append(name)
    if "php" in res and res["php"].key() != off.key() and not res["php"].crash():
        report["php_diff"] = signature(res["php"].stdout, off.stdout)
    bad = report["crashes"] or report["mode_diffs"] or report["php_diff"]
    if not bad:
        return report
    # Minimize one difference: a crash, else a mode difference, else the php one.
    if report["crashes"]:
        cname = report["crashes"][0][0]
        pred = lambda r: r[cname].crash() is not None  # noqa: E731
        only = {cname}
        what = f"crash-{cname}"
    elif report["mode_diffs"]:
        other = report["mode_diffs"][0]
        pred = lambda r: r["off"].key() != r[other].key() and not r["off"].crash()  # noqa: E731
        only = {"off", other}
        what = f"mode-{other}"
    else:
        # keep the class of the difference (its first differing lines), so that removing
        # statements does not drift to another difference (an undefined variable, say)
        sig = report["php_diff"]
        pred = lambda r: (r["php"].key() != r["off"].key() and not r["php"].crash()  # noqa: E731
                          and signature(r["php"].stdout, r["off"].stdout) == sig)
        only = {"php", "off"}
        what = "php"
    counter = [0]

    def holds(cand):
        counter[0] += 1
        return pred(runner.run_all(render(cand, strict), f"{tag}-m{counter[0]}", only))

    final = items
    if minimize:
        final = ddmin(items, set(), holds)
    final_res = runner.run_all(render(final, strict), f"{tag}-final")
    report["what"] = what
    report["program"] = render(final, strict)
    report["outputs"] = {k: v for k, v in final_res.items()}
    if what == "php":
        report["php_diff"] = signature(final_res["php"].stdout, final_res["off"].stdout)
    return report


def write_case(out, seed, rep):
    os.makedirs(out, exist_ok=True)
    base = os.path.join(out, f"{rep['what']}-s{seed}-{rep['index']}")
    with open(base + ".php", "w") as fh:
        fh.write(rep["program"])
    with open(base + ".txt", "w") as fh:
        fh.write(f"seed {seed} program {rep['index']}: {rep['what']}\n")
        if rep["php_diff"]:
            fh.write(f"class: {rep['php_diff']}\n")
        for name, r in rep["outputs"].items():
            fh.write(f"===== {name} (exit {r.rc}{', ' + r.crash() if name != 'php' and r.crash() else ''})\n")
            fh.write(r.stdout.decode("utf-8", "replace"))
            if r.stderr.strip():
                fh.write(f"----- {name} stderr\n{r.stderr[-3000:]}")
    return base + ".php"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--start", type=int, default=0, help="first program index")
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--hop", default=fuzzlib.DEFAULT_HOP)
    ap.add_argument("--out", default=None, help="folder for the minimized differences (default: none written)")
    ap.add_argument("--modes", default=",".join(n for n, _ in fuzzlib.HOP_MODES),
                    help="comma-separated HopVM modes (first is the reference)")
    ap.add_argument("--no-php", action="store_true", help="compare HopVM's modes only")
    ap.add_argument("--no-minimize", action="store_true")
    ap.add_argument("--timeout", type=float, default=10)
    ap.add_argument("--show", type=int, default=None, help="print program N of the seed and exit")
    ap.add_argument("--max-php-diffs", type=int, default=None,
                    help="also fail when more programs than this differ from php")
    ap.add_argument("--summary", type=int, default=15, help="how many difference classes to list")
    ap.add_argument("-q", "--quiet", action="store_true")
    args = ap.parse_args()
    if args.show is not None:
        items, strict = make_program(args.seed, args.show)
        sys.stdout.write(render(items, strict))
        return 0
    wanted = args.modes.split(",")
    modes = [m for m in fuzzlib.HOP_MODES if m[0] in wanted]
    if not modes or modes[0][0] != "off":
        modes = [fuzzlib.HOP_MODES[0]] + [m for m in modes if m[0] != "off"]
    if not os.access(args.hop, os.X_OK):
        sys.exit(f"gen-programs: no HopVM binary at {args.hop}")
    counts = collections.Counter()
    classes = collections.Counter()
    problems = []
    with tempfile.TemporaryDirectory(prefix="hop-gen-") as work:
        runner = Runner(args.hop, modes, not args.no_php, args.timeout, work)
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.j)) as ex:
            futs = [ex.submit(check_program, runner, args.seed, i, not args.no_minimize)
                    for i in range(args.start, args.start + args.count)]
            for f in concurrent.futures.as_completed(futs):
                rep = f.result()
                counts["programs"] += 1
                if rep["php_diff"]:
                    counts["php"] += 1
                    classes[rep["php_diff"]] += 1
                if rep["mode_diffs"]:
                    counts["modes"] += 1
                if rep["crashes"]:
                    counts["crashes"] += 1
                if "program" in rep:
                    path = write_case(args.out, args.seed, rep) if args.out else None
                    if rep["crashes"] or rep["mode_diffs"]:
                        problems.append(rep)
                        print(f"program {rep['index']}: {rep['what']} "
                              f"{rep['crashes'] or ''}{rep['mode_diffs'] or ''}" + (f" -> {path}" if path else ""))
                        if not path:
                            print(rep["program"])
                    elif not args.quiet and path:
                        print(f"program {rep['index']}: differs from php -> {path}")
    if classes and args.summary:
        print("differences from php by first differing line (php <> hop):")
        for sig, n in classes.most_common(args.summary):
            print(f"  {n:5d}  {sig}")
    n = counts["programs"]
    print(f"{n} programs, {counts['php']} differ from php ({100.0 * counts['php'] / max(1, n):.1f}%), "
          f"{counts['modes']} differ between modes, {counts['crashes']} crashes")
    failed = counts["modes"] or counts["crashes"]
    if args.max_php_diffs is not None and counts["php"] > args.max_php_diffs:
        failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
