<?php
// Prints a program (the runner runs the output, and lints it with -l).
echo "<?php\n\$a = [];\n\$a", str_repeat("[0]", 200000), " = 1;\necho \"ok\\n\";\n";
