<?php
// Prints a program (the runner runs the output, and lints it with -l).
echo "<?php\nclass C { function m() { return \$this; } }\n\$x = (new C)", str_repeat("->m()", 200000), ";\necho get_class(\$x), \"\\n\";\n";
