--TEST--
get_class_methods() in php's function table order (own, inherited, traits, interfaces; SPL classes)
--FILE--
<?php
trait T { function t1() {} function a() {} }
abstract class A { function a() {} function b() {} abstract function c(); }
class B extends A { use T; function c() {} function b() {} function d() {} }
class C extends B { function a() {} function e() {} }
print_r(get_class_methods('C')); print_r(get_class_methods('B'));
interface I { function i(); } abstract class D implements I { function x() {} }
print_r(get_class_methods('D'));
print_r(get_class_methods('ArrayIterator'));
print_r(get_class_methods('RecursiveArrayIterator'));
foreach (['ArrayObject','ArrayIterator','RecursiveArrayIterator','SplDoublyLinkedList','SplQueue','SplStack','SplHeap','SplMinHeap','SplMaxHeap','SplPriorityQueue','SplFixedArray','SplObjectStorage','EmptyIterator','IteratorIterator','FilterIterator','CallbackFilterIterator','RecursiveFilterIterator','RecursiveCallbackFilterIterator','ParentIterator','LimitIterator','CachingIterator','RecursiveCachingIterator','NoRewindIterator','AppendIterator','InfiniteIterator','RegexIterator','RecursiveRegexIterator','MultipleIterator','RecursiveIteratorIterator','RecursiveTreeIterator','InternalIterator','OuterIterator','RecursiveIterator','SeekableIterator','SplObserver','SplSubject'] as $c)
  echo $c, ": ", implode(',', get_class_methods($c)), "\n";
--EXPECT--
Array
(
    [0] => a
    [1] => e
    [2] => c
    [3] => b
    [4] => d
    [5] => t1
)
Array
(
    [0] => c
    [1] => b
    [2] => d
    [3] => a
    [4] => t1
)
Array
(
    [0] => x
    [1] => i
)
Array
(
    [0] => __construct
    [1] => offsetExists
    [2] => offsetGet
    [3] => offsetSet
    [4] => offsetUnset
    [5] => append
    [6] => getArrayCopy
    [7] => count
    [8] => getFlags
    [9] => setFlags
    [10] => asort
    [11] => ksort
    [12] => uasort
    [13] => uksort
    [14] => natsort
    [15] => natcasesort
    [16] => unserialize
    [17] => serialize
    [18] => __serialize
    [19] => __unserialize
    [20] => rewind
    [21] => current
    [22] => key
    [23] => next
    [24] => valid
    [25] => seek
    [26] => __debugInfo
)
Array
(
    [0] => hasChildren
    [1] => getChildren
    [2] => __construct
    [3] => offsetExists
    [4] => offsetGet
    [5] => offsetSet
    [6] => offsetUnset
    [7] => append
    [8] => getArrayCopy
    [9] => count
    [10] => getFlags
    [11] => setFlags
    [12] => asort
    [13] => ksort
    [14] => uasort
    [15] => uksort
    [16] => natsort
    [17] => natcasesort
    [18] => unserialize
    [19] => serialize
    [20] => __serialize
    [21] => __unserialize
    [22] => rewind
    [23] => current
    [24] => key
    [25] => next
    [26] => valid
    [27] => seek
    [28] => __debugInfo
)
ArrayObject: __construct,offsetExists,offsetGet,offsetSet,offsetUnset,append,getArrayCopy,count,getFlags,setFlags,asort,ksort,uasort,uksort,natsort,natcasesort,unserialize,serialize,__serialize,__unserialize,getIterator,exchangeArray,setIteratorClass,getIteratorClass,__debugInfo
ArrayIterator: __construct,offsetExists,offsetGet,offsetSet,offsetUnset,append,getArrayCopy,count,getFlags,setFlags,asort,ksort,uasort,uksort,natsort,natcasesort,unserialize,serialize,__serialize,__unserialize,rewind,current,key,next,valid,seek,__debugInfo
RecursiveArrayIterator: hasChildren,getChildren,__construct,offsetExists,offsetGet,offsetSet,offsetUnset,append,getArrayCopy,count,getFlags,setFlags,asort,ksort,uasort,uksort,natsort,natcasesort,unserialize,serialize,__serialize,__unserialize,rewind,current,key,next,valid,seek,__debugInfo
SplDoublyLinkedList: add,pop,shift,push,unshift,top,bottom,__debugInfo,count,isEmpty,setIteratorMode,getIteratorMode,offsetExists,offsetGet,offsetSet,offsetUnset,rewind,current,key,prev,next,valid,unserialize,serialize,__serialize,__unserialize
SplQueue: enqueue,dequeue,add,pop,shift,push,unshift,top,bottom,__debugInfo,count,isEmpty,setIteratorMode,getIteratorMode,offsetExists,offsetGet,offsetSet,offsetUnset,rewind,current,key,prev,next,valid,unserialize,serialize,__serialize,__unserialize
SplStack: add,pop,shift,push,unshift,top,bottom,__debugInfo,count,isEmpty,setIteratorMode,getIteratorMode,offsetExists,offsetGet,offsetSet,offsetUnset,rewind,current,key,prev,next,valid,unserialize,serialize,__serialize,__unserialize
SplHeap: extract,insert,top,count,isEmpty,rewind,current,key,next,valid,recoverFromCorruption,isCorrupted,__debugInfo
SplMinHeap: extract,insert,top,count,isEmpty,rewind,current,key,next,valid,recoverFromCorruption,isCorrupted,__debugInfo
SplMaxHeap: extract,insert,top,count,isEmpty,rewind,current,key,next,valid,recoverFromCorruption,isCorrupted,__debugInfo
SplPriorityQueue: compare,insert,setExtractFlags,top,extract,count,isEmpty,rewind,current,key,next,valid,recoverFromCorruption,isCorrupted,getExtractFlags,__debugInfo
SplFixedArray: __construct,__wakeup,__serialize,__unserialize,count,toArray,fromArray,getSize,setSize,offsetExists,offsetGet,offsetSet,offsetUnset,getIterator,jsonSerialize
SplObjectStorage: attach,detach,contains,addAll,removeAll,removeAllExcept,getInfo,setInfo,count,rewind,valid,key,current,next,unserialize,serialize,offsetExists,offsetGet,offsetSet,offsetUnset,getHash,__serialize,__unserialize,__debugInfo
EmptyIterator: current,next,key,valid,rewind
IteratorIterator: __construct,getInnerIterator,rewind,valid,key,current,next
FilterIterator: accept,__construct,rewind,next,getInnerIterator,valid,key,current
CallbackFilterIterator: __construct,accept,rewind,next,getInnerIterator,valid,key,current
RecursiveFilterIterator: __construct,hasChildren,getChildren,accept,rewind,next,getInnerIterator,valid,key,current
RecursiveCallbackFilterIterator: __construct,hasChildren,getChildren,accept,rewind,next,getInnerIterator,valid,key,current
ParentIterator: __construct,accept,hasChildren,getChildren,rewind,next,getInnerIterator,valid,key,current
LimitIterator: __construct,rewind,valid,next,seek,getPosition,getInnerIterator,key,current
CachingIterator: __construct,rewind,valid,next,hasNext,__toString,getFlags,setFlags,offsetGet,offsetSet,offsetUnset,offsetExists,getCache,count,getInnerIterator,key,current
RecursiveCachingIterator: __construct,hasChildren,getChildren,rewind,valid,next,hasNext,__toString,getFlags,setFlags,offsetGet,offsetSet,offsetUnset,offsetExists,getCache,count,getInnerIterator,key,current
NoRewindIterator: __construct,rewind,valid,key,current,next,getInnerIterator
AppendIterator: __construct,append,rewind,valid,current,next,getIteratorIndex,getArrayIterator,getInnerIterator,key
InfiniteIterator: __construct,next,getInnerIterator,rewind,valid,key,current
RegexIterator: __construct,accept,getMode,setMode,getFlags,setFlags,getRegex,getPregFlags,setPregFlags,rewind,next,getInnerIterator,valid,key,current
RecursiveRegexIterator: __construct,accept,hasChildren,getChildren,getMode,setMode,getFlags,setFlags,getRegex,getPregFlags,setPregFlags,rewind,next,getInnerIterator,valid,key,current
MultipleIterator: __construct,getFlags,setFlags,attachIterator,detachIterator,containsIterator,countIterators,rewind,valid,key,current,next,__debugInfo
RecursiveIteratorIterator: __construct,rewind,valid,key,current,next,getDepth,getSubIterator,getInnerIterator,beginIteration,endIteration,callHasChildren,callGetChildren,beginChildren,endChildren,nextElement,setMaxDepth,getMaxDepth
RecursiveTreeIterator: __construct,key,current,getPrefix,setPostfix,setPrefixPart,getEntry,getPostfix,rewind,valid,next,getDepth,getSubIterator,getInnerIterator,beginIteration,endIteration,callHasChildren,callGetChildren,beginChildren,endChildren,nextElement,setMaxDepth,getMaxDepth
InternalIterator: current,key,next,valid,rewind
OuterIterator: getInnerIterator,current,next,key,valid,rewind
RecursiveIterator: hasChildren,getChildren,current,next,key,valid,rewind
SeekableIterator: seek,current,next,key,valid,rewind
SplObserver: update
SplSubject: attach,detach,notify
