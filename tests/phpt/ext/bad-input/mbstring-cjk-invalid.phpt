--TEST--
invalid bytes in the double-byte charsets split into characters as php does
--FILE--
<?php
// Invalid and valid bytes in the double-byte charsets: how they split into characters
// (mb_convert_encoding, mb_strlen by php's lead-byte tables, mb_check_encoding, mb_substr).
$bytes = array_map('chr', [0x41, 0x80, 0x8E, 0x8F, 0xA0, 0xA1, 0xA2, 0xA4, 0xAD, 0xA9, 0xB0, 0xC6, 0xF5, 0xF9, 0xFC, 0xFE, 0xFF, 0x40, 0x5C, 0x7F, 0x81, 0x9F, 0xE0, 0xEF, 0xF0, 0x85, 0xC8, 0xFD, 0x30]);
$seed = 99;
function rnd() { global $seed; $seed = ($seed * 1103515245 + 12345) & 0x7fffffff; return $seed >> 8; }
foreach (['EUC-JP', 'SJIS', 'CP932', 'EUC-KR', 'UHC', 'CP936', 'GB18030', 'CP950', 'CP51932'] as $enc) {
  echo "== $enc\n";
  for ($k = 0; $k < 40; $k++) {
    $s = ''; $n = 1 + rnd() % 5;
    for ($i = 0; $i < $n; $i++) $s .= $bytes[rnd() % count($bytes)];
    echo bin2hex($s), " ", bin2hex(mb_convert_encoding($s, 'UTF-8', $enc)), " ", mb_strlen($s, $enc), " ",
         var_export(mb_check_encoding($s, $enc), true), " ", bin2hex(mb_substr($s, 1, 2, $enc)), "\n";
  }
}
echo "== JIS X 0208 signs\n";
foreach (['SJIS' => "\x81\x60\x81\x61\x81\x7c\x81\x91\x81\x92\x81\xca", 'EUC-JP' => "\xa1\xc1\xa1\xc2\xa1\xdd\xa1\xf1\xa1\xf2\xa2\xcc",
          'CP932' => "\x81\x60\x81\x61\x81\x7c\x81\x91\x81\x92\x81\xca"] as $enc => $s) {
  $u = mb_convert_encoding($s, 'UTF-8', $enc);
  echo $enc, " ", bin2hex($u), " ", bin2hex(mb_convert_encoding($u, $enc, 'UTF-8')), "\n";
}
echo "== stateful shifts\n";
foreach (['1b24401b24402121' => 'ISO-2022-JP', '1b28421b284261626364' => 'ISO-2022-JP', '1b2429430e0f61626364' => 'ISO-2022-KR', '7e7b7e7d61626364' => 'HZ', '1b285a616263' => 'ISO-2022-JP'] as $h => $enc)
  echo $h, " ", bin2hex(mb_convert_encoding(hex2bin($h), 'UTF-8', $enc)), "\n";
--EXPECT--
== EUC-JP
a1857f8585 3f7f3f3f 4 false 7f85
f0a0fe8fa0 3f3f3f 3 false fe8fa0
ffa9a9 3f3f 2 false a9a9
a0c8 3f3f 2 false c8
5c854030ad 5c3f40303f 5 false 8540
41fcef8f 413f3f 3 false fcef8f
7ff0 7f3f 2 false f0
85 3f 1 false 
a29fa9ada2 3f3f3f 3 false a9ada2
ef8e81b0 3f3f3f 3 false 81b0
f941fe5cef 3f3f3f 3 false fe5cef
c885fdef 3f3f 2 false fdef
effd e9999c 1 true 
fdfda08e 3f3f3f 3 false a08e
30f0 303f 2 false f0
fe8e4040 3f4040 3 false 4040
ef5c 3f 1 false 
8fc8fcc6 e6bf873f 2 false c6
fcc640c8ff 3f403f 3 false 40c8ff
81a185 3f3f 2 false a185
8140a09fa2 3f403f3f3f 5 false 40a0
b0e0a4a0a2 e8908e3f3f 3 false a4a0a2
b05ca2ffa0 3f3f3f 3 false a2ffa0
fdf55c 3f5c 2 false 5c
fc 3f 1 false 
9f40fdc8 3f403f 3 false 40fdc8
c8 3f 1 false 
ef 3f 1 false 
8e40ef7f8f 3f3f3f 3 false ef7f8f
8e40a4b0 3fe38190 2 false a4b0
9fa17f 3f3f 2 false a17f
fcef41f940 3f413f 3 false 41f940
40f9f0ff 403f3f 3 false f9f0ff
c6 3f 1 false 
a28fa9a1f5 3f3f3f 3 false a9a1f5
5c5ca2f940 5c5cc2b640 4 true 5ca2f9
a1ff8e8e 3f3f 2 false 8e8e
fcf530a0 3f303f 3 false 30a0
a08efe 3f3f 2 false 8efe
ffb05c 3f3f 2 false b05c
== SJIS
fcf5 3f3f 2 false f5
fe 3f 1 false 
ff8e80 3fe6adbb 2 false 8e80
5c 5c 1 true 
809fa0b0 3fe6b39befbdb0 3 false 9fa0b0
859fc6 3fefbe86 2 false c6
a9 efbda9 1 true 
b05cfdf57f efbdb05c3f3f7f 5 false 5cfd
a18f9f efbda1e58b9d 2 true 8f9f
fc 3f 1 false 
fff085 3f3f3f 3 false f085
fe8f 3f3f 2 false 8f
f5 3f 1 false 
ff7f7fa1c6 3f7f7fefbda1efbe86 5 false 7f7f
a4a17fa9 efbda4efbda17fefbda9 4 true a17f
c8 efbe88 1 true 
81 3f 1 false 
fcfc5cfe 3f3f5c3f 4 false fc5c
fe81ff 3f3f 2 false 81ff
5c 5c 1 true 
a030c65c 3f30efbe865c 4 false 30c6
9ff59f8ec8 e6bbb8e6b281efbe88 3 true 9f8ec8
81fc41c6 e297af41efbe86 3 true 41c6
8f81f0f9 e6bda43f3f 3 false f0f9
a940 efbda940 2 true 40
a0 3f 1 false 
85c65ca9ff 3f5cefbda93f 4 false 5ca9
fc 3f 1 false 
8f 3f 1 false 
9fc8a2 e6b799efbda2 2 true a2
fe8ea18f 3fe6b2bb3f 3 false 8ea18f
f041ff8081 3f413f3f3f 5 false 41ff
b0 efbdb0 1 true 
8041b05c8e 3f41efbdb05c3f 5 false 41b0
a0ef 3f3f 2 false ef
a2e0f0 efbda2e791a9 2 true e0f0
a1ffa07f40 efbda13f3f7f40 5 false ffa0
f5adad30 3fefbdadefbdad30 4 false adad
a0f9ffa4ff 3f3f3fefbda43f 5 false f9ff
b0e08f8e30 efbdb0e786843f 3 false e08f8e30
== CP932
c6fe8f41fe efbe863fe5b0b13f 4 false fe8f41
e0e0e0f5 e78fa5e791be 2 true e0f5
adf0a0 efbdadee819f 2 true f0a0
308540a9ef 303fefbda93f 4 false 8540a9
c8fc efbe883f 2 false fc
41c6a1a2f0 41efbe86efbda1efbda23f 5 false c6a1
81a1efb0a1 e296a03fefbda1 3 false efb0a1
f9f9 ee9d94 1 true 
a930f9ada9 efbda930ee9c88efbda9 4 true 30f9ad
a95c efbda95c 2 true 5c
ffef 3f3f 1 false 
fe419ffc 3f41e6bb8c 2 false 9ffc
a0fe 3f3f 2 false fe
41 41 1 true 
a1308e efbda1303f 3 false 308e
a48ef5fdb0 efbda4e5afbf3fefbdb0 3 false 8ef5fdb0
a4a9 efbda4efbda9 2 true a9
8fa2f55c e58facee8f88 2 true f55c
5cf98ea0 5cee9ba93f 3 false f98ea0
80b041ff 3fefbdb0413f 4 false b041
8ea181 e6b2bb3f 2 false 81
c6f0 efbe863f 2 false f0
fe 3f 1 false 
7f80f5 7f3f3f 3 false 80f5
41fea9f5 413fefbda93f 3 false fea9f5
ff41a4c6 3f41efbda4efbe86 3 false a4c6
81 3f 1 false 
41a28ffc 41efbda2e9a3be 3 true a28ffc
fea0 3f3f 1 false 
fe8180 3fc3b7 2 false 80
ad80e0fd efbdad3f3f 3 false 80e0fd
30a281e0 30efbda2e28992 3 true a281e0
a2 efbda2 1 true 
a1fe80c6 efbda13f3fefbe86 3 false fe80c6
b0 efbdb0 1 true 
80 3f 1 false 
fffcc6ef8e 3f3f3f 3 false c6ef8e
a98f8530 efbda9e981b530 3 true 8f8530
80f0 3f3f 2 false f0
f5ad81fca2 ee9098e297afefbda2 3 true 81fca2
== EUC-KR
a05c85 3f5c3f 3 false 5c85
c8fea15c ed9e9d3f 2 false a15c
f9a9c6 e68aab3f 2 false c6
7f 7f 1 true 
fc8085ad80 3f3f3f3f 3 false 85ad80
8f 3f 1 false 
80 3f 1 false 
b0 3f 1 false 
8e 3f 1 false 
f5a430 e7829230 2 true 30
fea241 3f3f 2 false 41
403030 403030 3 true 3030
c8adefff7f ed99943f7f 3 false efff7f
a080 3f3f 2 false 80
b0c8a4 eab1b73f 2 false a4
efffa17f 3f3f 2 false a17f
a9c6adf941 e388953f3f 3 false adf941
c630effdc6 3fe99c863f 3 false effdc6
b0f9fe eab3b63f 2 false fe
a4c8f5ff e385983f 2 false f5ff
f5 3f 1 false 
8e 3f 1 false 
ade05ca05c 3f3f3f5c 4 false 5ca0
f5 3f 1 false 
9fad8180fd 3f3f3f3f3f 4 false ad8180
80fcf5fee0 3fe990843f3f 3 false fcf5fee0
ef9f8f 3f3f 2 false 8f
a981f58e 3f3f 2 false f58e
b0 3f 1 false 
5cfd 5c3f 2 false fd
a07f 3f7f 2 false 7f
c6a9f930fc ed8a9c3f3f 3 false f930fc
5c 5c 1 true 
b0a0 3f 1 false 
c6f030f5 ed8f85303f 3 false 30f5
a9 3f 1 false 
efa4fd7ffc e794b83f3f 3 false fd7ffc
8f 3f 1 false 
b0 3f 1 false 
80f0 3f3f 2 false f0
== UHC
a9e0c8 e292af3f 2 false c8
80 3f 1 false 
c8a940 ed998940 2 true 40
fe 3f 1 false 
85c6c6f9 eb819bed8fb0 2 true c6f9
fcb0a1a1 e5969ae38080 2 true a1a1
efa0a0f0 3feca292 2 false a0f0
5cef8ea2 5c3f3f 3 false ef8ea2
30 30 1 true 
41ff40 413f40 3 false ff40
8fad81 eba3ba3f 2 false 81
ff9fff 3f3f 2 false 9fff
fd 3f 1 false 
c6ef ed8f84 1 true 
ef5c9f5ca0 3f3f3f 3 false 9f5ca0
a24080ef 3f3f3f 3 false 80ef
f58ea0 3f3f 2 false a0
fef9 3f3f 1 false 
a230 3f 1 false 
effc5cfc80 e98ca05c3f 3 false 5cfc80
ff 3f 1 false 
f0fe80ad e885ab3f3f 3 false 80ad
f5f981a0 e89fb2eab1bd 2 true 81a0
7f 7f 1 true 
a1808f8f 3feba392 2 false 8f8f
7f9fa9 7fec9caa 2 true 9fa9
efa4 e794b8 1 true 
a1b041c6a1 e2809c41ed89a4 3 true 41c6a1
f0 3f 1 false 
80 3f 1 false 
f0effd e58d923f 2 false fd
b0859fad9f ecbb9aec9cae3f 3 false 9fad9f
fec67fad 3f3f3f 3 false 7fad
fdf9c8ff e786ba3f 2 false c8ff
e08181a9f9 3feab2913f 3 false 81a9f9
c65cf040 3f3f 2 false f040
8fa9c8 eba3b43f 2 false c8
407f80c6 407f3f3f 4 false 7f80
a45cada18e 3f3f3f 3 false ada18e
f0fea941a4 e885abecaf853f 3 false a941a4
== CP936
a4feb0c8 ee9dbce58fad 2 true b0c8
9ffc e78791 1 true 
c6a2 e884be 1 true 
f9a9 ee8a9a 1 true 
5cfea0 5ceea1a4 2 true fea0
857ff0 3f3f 2 false f0
a980a2 efb9a23f 2 false a2
8e9f e5b8ab 1 true 
a2a47f3081 e285b37f303f 4 false 7f30
5c9f 5c3f 2 false 9f
a981a4 efb9a33f 2 false a4
f940 e9b583 1 true 
fc307f 3f7f 2 false 7f
fefec641a9 ee9385e889ab3f 3 false c641a9
8f 3f 1 false 
80a0a2 e282ace7898f 2 true a0a2
5c85ff5cfe 5c3f5c3f 4 false 85ff5c
8eb09fa2a1 e5b987e7859d3f 3 false 9fa2a1
81fc e4be9f 1 true 
e0fc40 e5b8b140 2 true 40
a1efa140 e29885ee9386 2 true a140
41a9e0407f 41e294bc407f 4 true a9e040
f9ef ee8ba0 1 true 
a040ef e787963f 2 false ef
fd 3f 1 false 
ff efa3b5 1 true 
3030f99f 3030e9b6a1 3 true 30f99f
f08e9f8e e9a59ae78584 2 true 9f8e
8581f5c8f9 e58e91e8b79e3f 3 false f5c8f9
e0c881 e597b33f 2 false 81
f9a2408e8f ee8a9340e5b88d 3 true 408e8f
a9fdf97fef eea08e3f3f 3 false f97fef
41f9ef 41ee8ba0 2 true f9ef
ad 3f 1 false 
e0ef41efe0 e59ba141e9959f 3 true 41efe0
40f5a2c68f 40e985a1e88c9d 3 true f5a2c68f
a0f9f9 e78b943f 2 false f9
40ad418f 40e791bc3f 3 false ad418f
30 30 1 true 
a4c8f941 e381a8e9b584 2 true f941
== GB18030
efc8fca1f5 e994b6ee8eac3f 3 false fca13f
a285a4a4f5 ee95aae381843f 3 false a4a43f
c8 3f 1 false 
80a4 3f3f 2 false 3f
b0408e e799853f 2 false 3f
41f0 413f 2 false 3f
f9 3f 1 false 
a98085 efb9a23f 2 false 3f
a4b0e0c6ff e38190e597a53f 3 false e0c63f
80ef 3f3f 2 false 3f
40ef 403f 2 false 3f
a2ef ee9dae 1 true 
8eff 3f 1 false 
f93081 3f3f 2 false 3f
a1e0 e288b4 1 true 
30a0a05c 30e7898b5c 3 true a0a05c
8580ff e58e903f 2 false 3f
fe9fa2c87f e4b6aee291b77f 3 true a2c87f
81f0feef e4be8cee92b6 2 true feef
7f5ce0 7f5c3f 3 false 5c3f
a285e0 ee95aa3f 2 false 3f
85c69f e590b03f 2 false 3f
ff5ca2f0 3f5cee9daf 3 false 5ca2f0
9fa4fea1 e785a0ee91a8 2 true fea1
85 3f 1 false 
adff30b0b0 3f30e99e8d 3 false 30b0b0
f95c9fff e9b59f3f 2 false 3f
a4fc ee9dba 1 true 
8ff541fcfd e5bfb041ee9088 3 true 41fcfd
a2ff5ce0 3f5c3f 3 false 5c3f
fea081 eea1a43f 2 false 3f
7f7f 7f7f 2 true 7f
41efa0 41e9a487 2 true efa0
9fe080f0 e786b03f3f 3 false 3f3f
a4 3f 1 false 
41f59f 41e9af9a 2 true f59f
e0f0f5c8 e59bb5e8b79e 2 true f5c8
a180 ee9485 1 true 
81b0f9f985 e4bc86ee8baa3f 3 false f9f93f
4030 4030 2 true 30
== CP950
b0 3f 1 false 
fe 3f 1 false 
40a9ad 40e5b89b 2 true a9ad
f980 3f 1 false 
a9ef e68aac 1 true 
a4fda45c e78e8be4b988 2 true a45c
8e 3f 1 false 
e0e030 e9a08e30 2 true 30
adefff8efe e593a83fee8ead 3 false ff8efe
9f81307f 3f307f 3 false 307f
a9ad85f9f0 e5b89bef87833f 3 false 85f9f0
fd30fd 3f3f 2 false fd
b0f5 e59fb7 1 true 
8e9f30f05c 3f30e7a492 3 false 30f05c
f0fea2ef e8b9a7efbd87 2 true a2ef
a1ff 3f 1 false 
5ce0 5c3f 2 false e0
ff8ea1 3fee8d90 2 false 8ea1
f5ad7f e9b6a97f 2 true 7f
f541ef e9908c3f 2 false ef
adb030fe e9998d303f 3 false 30fe
f98fff 3f3f 2 false ff
7f41ef5c 7f41e9a7b9 3 true 41ef5c
efa08081a9 3f3feebbbf 3 false 8081a9
30 30 1 true 
80ef5c5c9f 3fe9a7b95c3f 4 false ef5c5c
30fc 303f 2 false fc
9f7f 3f 1 false 
859f 3f 1 false 
a4fea15c e4b899efb98f 2 true a15c
fffcfffc 3f3f3f 3 false fcfffc
417fc6fd 417fef9c8d 3 true 7fc6fd
fda9a9c6 ee889ee68096 2 true a9c6
a2 3f 1 false 
9f 3f 1 false 
a1a44041b0 efb99e40413f 4 false 4041
81a1e0 eebbb73f 2 false e0
f9a15c e9bea45c 2 true 5c
a141 efbc8c 1 true 
5c8efd 5cee8eac 2 true 8efd
== CP51932
a081fc85fd 3f3f3f3f 4 false 81fc85
ad 3f 1 false 
3085fc 303f3f 3 false 85fc
c6 3f 1 false 
a15ca4 3f3f 2 false a4
80 3f 1 false 
a2 3f 1 false 
405c408f85 405c403f3f 5 false 5c40
307f 307f 2 true 7f
f5fff9a18f 3fe7ba8a3f 3 false f9a18f
ad 3f 1 false 
8ef5ad 3f3f 2 false ad
8f30 3f30 2 false 30
a9805c8ead 3f5cefbdad 3 false 5c8ead
effc81f0f9 e999b73fe9a186 3 false 81f0f9
f0fd e9a1af 1 true 
81 3f 1 false 
80a1c6 3fe28098 2 false a1c6
a0ef 3f3f 2 false ef
a1 3f 1 false 
815c 3f5c 2 false 5c
f5 3f 1 false 
a0 3f 1 false 
9f8f30a0 3f3f303f 4 false 8f30
a4a17f309f e381817f303f 4 false 7f30
b0 3f 1 false 
ff30efa9 3f30e98da0 3 false 30efa9
a2a041 3f41 2 false 41
f9f081c8 e5b2a63f3f 3 false 81c8
f9a4415c e98a88415c 3 true 415c
8eb0 efbdb0 1 true 
b0ff8ff0 3f3f3f 3 false 8ff0
e0 3f 1 false 
f5efb0a2a9 3fe594963f 3 false b0a2a9
a9ad8e858f 3f3f3f 3 false 8e858f
9fa2fda1 3f3f3f 3 false a2fda1
a2efc6ef 3fe6a5a0 2 false c6ef
40fd 403f 2 false fd
f5 3f 1 false 
a1 3f 1 false 
== JIS X 0208 signs
SJIS e3809ce28096e28892c2a2c2a3c2ac 81608161817c8191819281ca
EUC-JP e3809ce28096e28892c2a2c2a3c2ac a1c1a1c2a1dda1f1a1f2a2cc
CP932 efbd9ee288a5efbc8defbfa0efbfa1efbfa2 81608161817c8191819281ca
== stateful shifts
1b24401b24402121 e38080
1b28421b284261626364 61626364
1b2429430e0f61626364 61626364
7e7b7e7d61626364 61626364
1b285a616263 3f285a616263
