<?php
// Smarty 4: compiles templates (variables, modifiers, loops, conditions, functions, inheritance, includes, capture, escaping) into a temp dir and renders them.
require '/usr/share/php/smarty4/Smarty.class.php';
$dir = sys_get_temp_dir() . '/smarty-' . getmypid();
foreach (['tpl', 'c'] as $d) @mkdir("$dir/$d", 0777, true);
file_put_contents("$dir/tpl/base.tpl", "<html><title>{block name=title}Default{/block}</title>\n<body>{block name=body}{/block}</body></html>\n");
file_put_contents("$dir/tpl/item.tpl", "<li class=\"{cycle values='odd,even'}\">{\$item.name|escape} ({\$item.price|string_format:'%.2f'})</li>\n");
file_put_contents("$dir/tpl/page.tpl", <<<'TPL'
{extends file='base.tpl'}
{block name=title}{$title|upper} - {$smarty.block.parent}{/block}
{block name=body}
{assign var=total value=0}
<ul>{foreach $items as $item name=loop}{include file='item.tpl'}{$total = $total + $item.price}{if $item@last}<!-- last: {$item@index} of {$item@total} -->{/if}{foreachelse}<li>none</li>{/foreach}</ul>
Total: {$total|number_format:2} | {$items|count} items | {if $total > 20}expensive{elseif $total > 10}fair{else}cheap{/if}
{section name=i loop=3}[{$smarty.section.i.index}]{/section}
{capture name=greet}Hello {$user.first|default:'guest'} {$user.last|default:''}{/capture}{$smarty.capture.greet|replace:'Hello':'Hi'}
{$html} | {$html nofilter} | {$html|strip_tags} | {$long|truncate:20:'...'} | {$words|wordwrap:10:"\n":true}
{function name=tree level=0}<ul>{foreach $data as $entry}<li>{$entry.name}{if isset($entry.kids)}{call name=tree data=$entry.kids level=$level+1}{/if}</li>{/foreach}</ul>{/function}
{call name=tree data=$menu}
{$date|date_format:'%Y-%m-%d'} {$smarty.const.PHP_INT_SIZE} {$n|cat:'!'}
{literal}{not parsed}{/literal} {ldelim}x{rdelim} {$arr.k1.k2} {$obj->prop} {$obj->meth(3)}
{/block}
TPL);
class Obj { public $prop = 'P'; function meth($x) { return $x * 2; } }
$s = new Smarty();
$s->setTemplateDir("$dir/tpl")->setCompileDir("$dir/c")->setCacheDir("$dir/c");
$s->escape_html = true;
$s->assign(['title' => 'Shop', 'items' => [['name' => 'Apple <red>', 'price' => 1.5], ['name' => 'Melon & co', 'price' => 12], ['name' => 'Kiwi', 'price' => 3.25]],
  'user' => ['first' => 'Ann'], 'html' => '<b>bold</b>', 'long' => 'This is a rather long sentence indeed', 'words' => 'wrap these words please',
  'menu' => [['name' => 'A', 'kids' => [['name' => 'A1'], ['name' => 'A2']]], ['name' => 'B']], 'date' => 1700000000, 'n' => 5, 'arr' => ['k1' => ['k2' => 'deep']], 'obj' => new Obj]);
echo $s->fetch('page.tpl');
try { $s->fetch('string:{if}'); } catch (Exception $e) { echo get_class($e), ': ', preg_replace('/"[^"]*"/', '"..."', strtok($e->getMessage(), "\n")), "\n"; }
echo $s->fetch('string:{$x = 3}{while $x > 0}{$x--}{/while} {$y|default:"dflt"} {1+2*3}');
echo "\n";
foreach (glob("$dir/c/*") as $f) unlink($f);
foreach (glob("$dir/tpl/*") as $f) unlink($f);
rmdir("$dir/c"); rmdir("$dir/tpl"); rmdir($dir);
