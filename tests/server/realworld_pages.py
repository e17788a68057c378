# realworld_pages.py — web pages that render through several Debian PHP libraries (Twig, Parsedown, CommonMark, Symfony Yaml, PHP-Parser): the warm-up experiment's page mix of many distinct hot functions.
#
# Each page is a typical request of a site built on the library: a markdown
# document rendered (Parsedown; CommonMark's GFM converter), a config file
# parsed and dumped (Symfony Yaml), a source file parsed, walked and printed
# (PHP-Parser), a template rendered (Twig, bench.py's page). Inputs are in
# data/ next to the pages; a query parameter varies them a little so no page
# is a constant. bench.write_pages writes them with bench.py's own pages (PAGES).

MARKDOWN = r"""# Release notes *for* `hop`

Intro paragraph with **bold**, _emphasis_, ~~strike~~, a [link](https://example.com/a?b=1&c=2 "Title"),
an autolink https://www.example.org/path and <mailto:someone@example.com>, plus "quotes" -- and ... dots.
Inline HTML <span class="x">kept</span> and an image ![alt *text*](/img.png).

## Lists

1. First item with `inline code`
2. Second item
   - nested *a*
   - nested **b**

     continuation paragraph
3. Third item, see [the docs][docs]

- [ ] open task
- [x] done task

## Table

| Left | Center | Right |
|:-----|:------:|------:|
| a    | b      | c     |
| `x`  | **z**  | 1.5   |
| long cell text | _em_ | 42 |

## Code

```php
<?php echo "hi & <bye>";
```

    indented code
    block

> A quote
> > nested quote with [a reference][docs]

Setext heading
--------------

Hard break at the end  
of this line, and a footnote-like [^1] marker. Escapes: \*not emphasis\*, \# not a heading.

[docs]: https://example.com/docs "The docs"
"""

YAML = r"""parameters:
    locale: en
    app.admin_email: admin@example.com
    app.supported_locales: [en, fr, de, nl]
    app.limits: { uploads: 20, requests_per_minute: 600, ratio: 0.75 }

services:
    _defaults:
        autowire: true
        autoconfigure: true
        public: false

    App\:
        resource: '../src/'
        exclude:
            - '../src/DependencyInjection/'
            - '../src/Entity/'
            - '../src/Kernel.php'

    App\Mailer\Newsletter:
        arguments: ['@mailer', '%app.admin_email%', 'hello "world"']
        tags:
            - { name: kernel.event_listener, event: kernel.request, priority: 10 }
            - { name: monolog.logger, channel: newsletter }
        calls:
            - setLogger: ['@logger']
            - setLimits: [{ max: 100, burst: 5 }]

    App\Cache\Store:
        factory: ['App\Cache\StoreFactory', 'create']
        arguments:
            $dsn: 'redis://localhost:6379'
            $ttl: 3600
            $enabled: true
            $ratio: 1.5e3
            $none: ~
        description: |
            A multi-line literal block
            that keeps its newlines.
        summary: >
            A folded block whose
            lines are joined.

jobs:
    build:
        runs-on: ubuntu-latest
        strategy:
            matrix:
                php: ['8.1', '8.2', '8.3']
                deps: [lowest, highest]
        steps:
            - uses: actions/checkout@v4
            - name: Install
              run: composer install --prefer-dist --no-progress
            - name: Test
              run: vendor/bin/phpunit --colors=always
              env: { XDEBUG_MODE: coverage, COUNT: 3 }
"""

PARSEDOWN = r"""<?php
require '/usr/share/php/Parsedown/autoload.php';
$md = file_get_contents(__DIR__ . '/data/doc.md') . "\n\nRequest " . (int)($_GET['n'] ?? 1) . ".\n";
$html = (new Parsedown())->text($md);
$safe = (new Parsedown())->setSafeMode(true)->setBreaksEnabled(true)->text($md);
echo strlen($html), ' ', md5($html), ' ', strlen($safe), "\n", $html;
"""

COMMONMARK = r"""<?php
require '/usr/share/php/League/CommonMark/autoload.php';
$md = file_get_contents(__DIR__ . '/data/doc.md') . "\n\nRequest " . (int)($_GET['n'] ?? 1) . ".\n";
$gfm = new \League\CommonMark\GithubFlavoredMarkdownConverter(['html_input' => 'escape', 'allow_unsafe_links' => false]);
$html = (string) $gfm->convert($md);
echo strlen($html), ' ', md5($html), "\n", $html;
"""

YAML_PAGE = r"""<?php
require '/usr/share/php/Symfony/Component/Yaml/autoload.php';
use Symfony\Component\Yaml\Yaml;
$yaml = file_get_contents(__DIR__ . '/data/config.yaml') . "request: " . (int)($_GET['n'] ?? 1) . "\n";
$data = Yaml::parse($yaml);
$out = Yaml::dump($data, 4, 2, Yaml::DUMP_MULTI_LINE_LITERAL_BLOCK);
$again = Yaml::parse($out);
echo count($data, COUNT_RECURSIVE), ' ', $again == $data ? 'same' : 'DIFFERENT', "\n", $out;
"""

PHP_PARSER = r"""<?php
require '/usr/share/php/PhpParser/autoload.php';
use PhpParser\ParserFactory;
use PhpParser\NodeTraverser;
use PhpParser\NodeVisitor\NameResolver;
use PhpParser\PrettyPrinter\Standard;
$code = file_get_contents('/usr/share/php/Symfony/Component/Yaml/Escaper.php');
$parser = (new ParserFactory())->create(ParserFactory::PREFER_PHP7);
$ast = $parser->parse($code);
$t = new NodeTraverser();
$t->addVisitor(new NameResolver());
$ast = $t->traverse($ast);
$printed = (new Standard())->prettyPrintFile($ast);
echo count($ast), ' ', strlen($printed), ' ', md5($printed), ' ', (int)($_GET['n'] ?? 1), "\n";
"""

# (name, text) as bench.py's PAGES; the inputs under data/.
PAGES = (("parsedown.php", PARSEDOWN), ("commonmark.php", COMMONMARK), ("yaml.php", YAML_PAGE),
         ("php-parser.php", PHP_PARSER), ("data/doc.md", MARKDOWN), ("data/config.yaml", YAML))
