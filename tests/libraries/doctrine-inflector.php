<?php
// Doctrine Inflector: plural/singular, tableize/classify/camelize, urlize, in several languages.
require '/usr/share/php/Doctrine/Inflector/autoload.php';
use Doctrine\Inflector\InflectorFactory;
use Doctrine\Inflector\Language;

foreach ([Language::ENGLISH, Language::FRENCH, Language::SPANISH, Language::PORTUGUESE, Language::NORWEGIAN_BOKMAL, Language::TURKISH] as $lang) {
    $inf = InflectorFactory::createForLanguage($lang)->build();
    echo "== $lang\n";
    foreach (['person', 'child', 'octopus', 'status', 'quiz', 'matrix', 'index', 'cheval', 'avión', 'ação', 'bil', 'kitap', 'sheep', 'news', 'ox', 'Category'] as $w) {
        $p = $inf->pluralize($w);
        printf("%s -> %s -> %s\n", $w, $p, $inf->singularize($p));
    }
}
$inf = InflectorFactory::create()->build();
foreach (['ModelName', 'model_name', 'some-words here', 'XMLHttpRequest', 'user_profile_id', 'ÀÉÎõü façade'] as $w) {
    printf("%s | %s | %s | %s | %s | %s\n", $w, $inf->tableize($w), $inf->classify($w), $inf->camelize($w), $inf->capitalize($w), $inf->urlize($w));
}
echo $inf->unaccent('Ångström Ærøskøbing Straße Ĳssel'), "\n";
