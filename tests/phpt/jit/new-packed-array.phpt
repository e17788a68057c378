--TEST--
JIT: array literals of values (NewPackedArray) compiled through a helper: every kind, references moved in, destructors when the last element goes
--FILE--
<?php
// Array literals of values (NewPackedArray) in hot loops: every kind, the
// references moving into the array (refcounted strings, arrays, objects
// released with it), nested literals, an empty one, and destructors run
// when a literal's last element goes.
class D { public function __construct(public int $n) {} public function __destruct() { echo "gone {$this->n}\n"; } }
function lits(int $n): array {
    $o = new stdClass;
    $keep = [];
    $t = 0;
    for ($i = 0; $i < $n; $i++) {
        $s = "s$i";
        $a = [$i, $s, $o, [$i, [$s]], 1.5, null, true, $i * 2];
        $t += count($a) + $a[0] + strlen($a[1]) + count($a[3][1]) + count([$i, $i + 1]);
        if ($i % 100 == 0) $keep[] = $a;
    }
    return [$t, count($keep), $keep[2][1], $keep[1][3][1][0], $a];
}
var_dump(lits(300));
function dtor(int $n): void {
    for ($i = 0; $i < $n; $i++) {
        $a = [new D($i), $i];
        if ($i >= $n - 2) echo "made {$a[1]}\n";
    }
    echo "loop done\n";
}
dtor(200);
$g = [];
for ($i = 0; $i < 200; $i++) { $g = [$i, "v$i", $g ? $g[0] : -1]; }
var_dump($g);
--EXPECT--
array(5) {
  [0]=>
  int(49240)
  [1]=>
  int(3)
  [2]=>
  string(4) "s200"
  [3]=>
  string(4) "s100"
  [4]=>
  array(8) {
    [0]=>
    int(299)
    [1]=>
    string(4) "s299"
    [2]=>
    object(stdClass)#1 (0) {
    }
    [3]=>
    array(2) {
      [0]=>
      int(299)
      [1]=>
      array(1) {
        [0]=>
        string(4) "s299"
      }
    }
    [4]=>
    float(1.5)
    [5]=>
    NULL
    [6]=>
    bool(true)
    [7]=>
    int(598)
  }
}
gone 0
gone 1
gone 2
gone 3
gone 4
gone 5
gone 6
gone 7
gone 8
gone 9
gone 10
gone 11
gone 12
gone 13
gone 14
gone 15
gone 16
gone 17
gone 18
gone 19
gone 20
gone 21
gone 22
gone 23
gone 24
gone 25
gone 26
gone 27
gone 28
gone 29
gone 30
gone 31
gone 32
gone 33
gone 34
gone 35
gone 36
gone 37
gone 38
gone 39
gone 40
gone 41
gone 42
gone 43
gone 44
gone 45
gone 46
gone 47
gone 48
gone 49
gone 50
gone 51
gone 52
gone 53
gone 54
gone 55
gone 56
gone 57
gone 58
gone 59
gone 60
gone 61
gone 62
gone 63
gone 64
gone 65
gone 66
gone 67
gone 68
gone 69
gone 70
gone 71
gone 72
gone 73
gone 74
gone 75
gone 76
gone 77
gone 78
gone 79
gone 80
gone 81
gone 82
gone 83
gone 84
gone 85
gone 86
gone 87
gone 88
gone 89
gone 90
gone 91
gone 92
gone 93
gone 94
gone 95
gone 96
gone 97
gone 98
gone 99
gone 100
gone 101
gone 102
gone 103
gone 104
gone 105
gone 106
gone 107
gone 108
gone 109
gone 110
gone 111
gone 112
gone 113
gone 114
gone 115
gone 116
gone 117
gone 118
gone 119
gone 120
gone 121
gone 122
gone 123
gone 124
gone 125
gone 126
gone 127
gone 128
gone 129
gone 130
gone 131
gone 132
gone 133
gone 134
gone 135
gone 136
gone 137
gone 138
gone 139
gone 140
gone 141
gone 142
gone 143
gone 144
gone 145
gone 146
gone 147
gone 148
gone 149
gone 150
gone 151
gone 152
gone 153
gone 154
gone 155
gone 156
gone 157
gone 158
gone 159
gone 160
gone 161
gone 162
gone 163
gone 164
gone 165
gone 166
gone 167
gone 168
gone 169
gone 170
gone 171
gone 172
gone 173
gone 174
gone 175
gone 176
gone 177
gone 178
gone 179
gone 180
gone 181
gone 182
gone 183
gone 184
gone 185
gone 186
gone 187
gone 188
gone 189
gone 190
gone 191
gone 192
gone 193
gone 194
gone 195
gone 196
gone 197
made 198
gone 198
made 199
loop done
gone 199
array(3) {
  [0]=>
  int(199)
  [1]=>
  string(4) "v199"
  [2]=>
  int(198)
}
