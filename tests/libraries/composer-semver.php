<?php
// composer/semver: version parsing and normalization, constraints (ranges, tilde, caret, wildcards, OR/AND), comparison, sorting, satisfaction, intervals.
require '/usr/share/php/Composer/Semver/autoload.php';
use Composer\Semver\{Semver, Comparator, VersionParser, Intervals};

$p = new VersionParser();
foreach (['1.0', 'v2.3.4', '1.0.0-beta.2', '1.0.0-RC1', 'dev-master', '2.x-dev', '1.2.3.4', '20240101', '1.0.0-alpha3+build.5', '1.0-p1'] as $v) {
    try { echo $v, ' => ', $p->normalize($v), ' ', VersionParser::parseStability($v), "\n"; } catch (Exception $e) { echo $v, ' => ', $e->getMessage(), "\n"; }
}
$versions = ['1.0.0', '1.2.3', '1.10.0', '2.0.0-beta1', '2.0.0', '2.1.5', '3.0.0-RC1', '0.9.9', '1.2.10'];
foreach (['^1.2', '~1.2', '~1.2.3', '>=1.0 <2.0', '1.2.*', '^2.0@beta', '>2.0 || <1.0', '!=1.2.3', '^0.9', '*', '2.0.0 - 2.1.0', '^1.0 ^1.2'] as $c) {
    echo $c, ' => ', json_encode(array_values(Semver::satisfiedBy($versions, $c))), ' | ', $p->parseConstraints($c), "\n";
}
echo json_encode([Semver::sort($versions), Semver::rsort($versions), Comparator::greaterThan('1.10', '1.9'), Comparator::equalTo('1.0', '1.0.0'), Comparator::compare('2.0-beta', '<', '2.0'), Semver::satisfies('1.2.3', '^1.2 || ^2')]), "\n";
echo (string) Intervals::compactConstraint($p->parseConstraints('^1.2 || ^1.5 || >=2.0 <2.3')), "\n";
try { $p->parseConstraints('>>1'); } catch (Exception $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
