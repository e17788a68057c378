--TEST--
Heaps and priority queues keep php's exact array order
--FILE--
<?php
$seed = 12345; function rnd() { global $seed; $seed = ($seed * 1103515245 + 12345) % 2147483648; return $seed; }
$pq = new SplPriorityQueue; $h = new SplMinHeap; $m = new SplMaxHeap;
class U extends SplPriorityQueue { public function compare($a, $b): int { return $b <=> $a; } }
$u = new U;
for ($i = 0; $i < 300; $i++) { $p = rnd() % 21; $pq->insert("v$i", $p); $u->insert("v$i", $p); $h->insert($p); $m->insert([$p, $i % 3]); if ($i % 7 == 0) { $pq->extract(); $u->extract(); $h->extract(); $m->extract(); } }
echo md5(serialize_like($pq)), "\n";
function serialize_like($x) { ob_start(); var_dump($x); return ob_get_clean(); }
echo md5(serialize_like($u)), " ", md5(serialize_like($h)), " ", md5(serialize_like($m)), "\n";
$out = []; while (!$pq->isEmpty()) $out[] = $pq->extract(); echo implode(',', $out), "\n";
--EXPECT--
dc8d4a77b29588639b293cdfe02cd3de
57c31f2bf7410291af99c9ea10dad9a9 05e8ba258be26ad614b99eb95346c2ae cc8adec03b1f6b67646a0ff1077da55c
v194,v267,v274,v287,v47,v153,v161,v101,v52,v206,v106,v230,v112,v250,v252,v257,v286,v156,v299,v162,v74,v167,v92,v174,v178,v188,v193,v31,v103,v109,v116,v237,v126,v243,v137,v133,v277,v296,v172,v185,v190,v204,v35,v260,v264,v261,v266,v143,v148,v9,v84,v39,v89,v42,v202,v17,v118,v63,v125,v67,v285,v157,v81,v163,v177,v48,v98,v214,v57,v226,v69,v120,v249,v270,v276,v147,v151,v18,v173,v176,v275,v100,v227,v229,v60,v127,v256,v14,v65,v295,v155,v159,v168,v37,v21,v265,v87,v211,v119,v15,v259,v138,v71,v145,v72,v149,v2,v45,v73,v62,v114,v115,v58,v284,v128,v131,v283,v75,v152,v76,v38,v171,v196,v136,v272,v280,v41,v228,v97,v40,v88,v33,v8,v199,v5,v212,v221,v111,v142,v240,v66,v16,v3,v279,v141,v146,v139,v20,v158,v169,v34,v6,v179,v245,v90,v99,v12,v232,v239,v236,v263,v254,v258,v123,v180,v43,v253,v27,v209,v297,v238,v242,v268,v290,v292,v19,v56,v195,v197,v207,v36,v110,v70,v77,v164,v165,v29,v46,v11,v23,v32,v219,v213,v233,v154,v96,v216,v291,v203,v215,v218,v7,v51,v134,v251,v217,v160,v121,v235,v184,v94,v93,v187,v144,v95,v269,v30,v298,v82,v50,v28,v13,v135,v282,v24,v222,v189,v83,v113,v150,v105,v208,v201,v132,v130,v288,v294,v61,v289,v273,v281,v255,v224,v182,v198,v68,v102,v191,v107,v140,v205,v248,v293,v220,v108,v55,v278
