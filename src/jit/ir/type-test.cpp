// type-test.cpp — tests: the type lattice (union, intersection, subtype,
// DataType mapping, dump names).
#include "jit/ir/type.h"

#include <gtest/gtest.h>

namespace hop::jit {
namespace {

TEST(IRType, LatticeOperations) {
  EXPECT_TRUE(Type::Int() <= Type::Num());
  EXPECT_FALSE(Type::Num() <= Type::Int());
  EXPECT_EQ(Type::Int() | Type::Dbl(), Type::Num());
  EXPECT_EQ(Type::Num() & Type::Dbl(), Type::Dbl());
  EXPECT_TRUE((Type::Int() & Type::Str()).isBottom());
  EXPECT_TRUE(Type::Plain() <= Type::Cell());
  EXPECT_TRUE(Type::Cell() <= Type::Gen());
  EXPECT_FALSE(Type::Str() <= Type::Plain());
  EXPECT_TRUE(Type::Bottom() <= Type::Int());
  EXPECT_EQ(Type::Gen() - Type::Cell(), Type(Type::kBoxedCell));
}

TEST(IRType, DataTypes) {
  DataType dt;
  EXPECT_EQ(Type::fromDataType(DataType::Double), Type::Dbl());
  EXPECT_EQ(Type::fromDataType(DataType::String), Type::Str());
  EXPECT_TRUE(Type::Int().dataType(&dt));
  EXPECT_EQ(dt, DataType::Int);
  EXPECT_TRUE(Type(Type::kStaticStr).dataType(&dt));
  EXPECT_EQ(dt, DataType::String);
  EXPECT_FALSE(Type::Num().dataType(&dt));
  EXPECT_FALSE(Type::Bottom().dataType(&dt));
}

TEST(IRType, Names) {
  EXPECT_EQ(Type::Int().toString(), "Int");
  EXPECT_EQ(Type::Num().toString(), "Num");
  EXPECT_EQ(Type::Gen().toString(), "Gen");
  EXPECT_EQ((Type::Int() | Type::Str()).toString(), "Str|Int");
  EXPECT_EQ((Type::Uninit() | Type::Dbl()).toString(), "Uninit|Dbl");
  EXPECT_EQ(Type::Bottom().toString(), "Bottom");
}

} // namespace
} // namespace hop::jit
